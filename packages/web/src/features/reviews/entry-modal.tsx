import { CONSUMPTION_TYPES, enumLabel, EURO_STANDARDS, SHIP_FUEL_TYPES, SHIP_LOAD_TYPES, toLabelLanguage } from '@huella/contracts';
import { Autocomplete, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { useDialogMount } from '../../components/use-dialog-mount.ts';
import { useLookupChoices } from '../configuration/api.ts';
import { EnumSelect } from '../configuration/enum-select.tsx';
import { LookupSelect } from '../stages/lookup-select.tsx';
import { useAllAircraftModels, useRailVehicles, useRoadVehicles } from '../stages/lookups-api.ts';
import { useSaveEntry } from './api.ts';
import { entryBody, entryFormValues, type Entry, type EntryFormValues, type EntrySection } from './entry-sections.ts';

export interface EntryModalProps {
  reviewId: number;
  section: EntrySection;
  /** The entry to edit, null to add one; undefined: the modal is closed. */
  entry: Entry | null | undefined;
  onClose: () => void;
}

/**
 * docs/spec/part-2.md §2.9 "Modal fields": an entry's linked object and its coefficients. Coefficients are text, read
 * by the server in the reader's language; each is labelled with what it means and its unit (docs/methodology.md §5).
 */
export function EntryModal({ reviewId, section, entry, onClose }: EntryModalProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveEntry();
  const opened = entry !== undefined;
  const dialog = useDialogMount(opened);
  const [values, setValues] = useState<EntryFormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const current = values ?? (opened ? entryFormValues(section, entry, i18n.language) : {});
  const change = (patch: EntryFormValues) => setValues({ ...current, ...patch });
  const sectionName = t(`reviews.sections.${section.list}`);

  function close() {
    setValues(null);
    setErrors({});
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    save.mutate(
      { kind: section.kind, reviewId, entryId: entry?.id ?? null, values: entryBody(section, current) },
      {
        onSuccess: () => {
          notifySuccess(t('reviews.entry.saved'));
          close();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  if (!dialog.mounted) return null;
  return (
    <Modal
      opened={dialog.opened}
      onClose={close}
      title={t(entry ? 'reviews.entry.edit_title' : 'reviews.entry.new_title', { section: sectionName })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <LinkFields section={section} values={current} errors={errors} onChange={change} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {section.coefficients.map((name) => (
              <TextInput
                key={name}
                label={`${name} · ${t(`reviews.coefficients.${section.labels}.${name}`)}`}
                required
                inputMode="decimal"
                autoComplete="off"
                value={current[name] ?? ''}
                onChange={(event) => change({ [name]: event.currentTarget.value })}
                error={errors[name]}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface LinkFieldsProps {
  section: EntrySection;
  values: EntryFormValues;
  errors: Record<string, string>;
  onChange: (patch: EntryFormValues) => void;
}

/** The entry's linked object: what it applies to (an aircraft model, a vehicle, a ship load type…). */
function LinkFields({ section, values, errors, onChange }: LinkFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  switch (section.list) {
    case 'aircraft_model_reviews':
      return <AircraftModelField value={values.aircraft_model ?? ''} error={errors.aircraft_model} onChange={(id) => onChange({ aircraft_model: id })} />;
    case 'ship_load_type_reviews':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <EnumSelect
            label={t('reviews.links.ship_load_type')}
            labels="ship_load_type"
            codes={SHIP_LOAD_TYPES}
            value={(values.ship_load_type ?? 'container') as (typeof SHIP_LOAD_TYPES)[number]}
            onChange={(code) => onChange({ ship_load_type: code })}
            error={errors.ship_load_type}
          />
          <EnumSelect
            label={t('reviews.links.ship_fuel_type')}
            labels="ship_fuel_type"
            codes={SHIP_FUEL_TYPES}
            value={(values.ship_fuel_type ?? 'mgo_mdo') as (typeof SHIP_FUEL_TYPES)[number]}
            onChange={(code) => onChange({ ship_fuel_type: code })}
            error={errors.ship_fuel_type}
          />
        </SimpleGrid>
      );
    case 'road_vehicle_reviews':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RoadVehicleField value={values.vehicle ?? ''} error={errors.vehicle} onChange={(id) => onChange({ vehicle: id })} />
          <Select
            label={t('reviews.links.euro_standard')}
            data={[{ value: '', label: t('reviews.entry.all_standards') }, ...EURO_STANDARDS.map((code) => ({ value: code, label: enumLabel('euro_standard', code, language) }))]}
            value={values.euro_standard ?? ''}
            onChange={(code) => onChange({ euro_standard: code ?? '' })}
            allowDeselect={false}
            error={errors.euro_standard}
          />
        </SimpleGrid>
      );
    case 'rail_vehicle_reviews':
      return <RailVehicleField value={values.vehicle ?? ''} error={errors.vehicle} onChange={(id) => onChange({ vehicle: id })} />;
    case 'car_family_reviews':
      return <CarFamilyField value={values.family ?? ''} error={errors.family} onChange={(family) => onChange({ family })} />;
    case 'supplier_type_reviews':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SupplierField value={values.supplier ?? ''} error={errors.supplier} onChange={(supplier) => onChange({ supplier })} />
          <EnumSelect
            label={t('reviews.links.type')}
            labels="consumption_type"
            codes={CONSUMPTION_TYPES}
            value={(values.type ?? 'electricity') as (typeof CONSUMPTION_TYPES)[number]}
            onChange={(code) => onChange({ type: code })}
            error={errors.type}
          />
        </SimpleGrid>
      );
  }
}

interface PickProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function AircraftModelField({ value, error, onChange }: PickProps) {
  const { t } = useTranslation();
  const models = useAllAircraftModels();
  return <LookupSelect label={t('reviews.links.aircraft_model')} required options={models.data} value={value || null} onChange={(id) => onChange(id ?? '')} error={error} />;
}

function RoadVehicleField({ value, error, onChange }: PickProps) {
  const { t } = useTranslation();
  const vehicles = useRoadVehicles();
  return <LookupSelect label={t('reviews.links.vehicle')} required options={vehicles.data} value={value || null} onChange={(id) => onChange(id ?? '')} error={error} />;
}

function RailVehicleField({ value, error, onChange }: PickProps) {
  const { t } = useTranslation();
  const vehicles = useRailVehicles();
  return <LookupSelect label={t('reviews.links.vehicle')} required options={vehicles.data} value={value || null} onChange={(id) => onChange(id ?? '')} error={error} />;
}

/** A model of the company's car families, or any model typed: entries match car families by model. */
function CarFamilyField({ value, error, onChange }: PickProps) {
  const { t } = useTranslation();
  const families = useLookupChoices('car_families', 'model');
  const models = [...new Set((families.data ?? []).map((family) => family.model))];
  return <Autocomplete label={t('reviews.links.family')} description={t('reviews.links.family_hint')} required data={models} value={value} onChange={onChange} error={error} />;
}

/** A name of the company's suppliers, or any name typed, or none (every supplier of the type). */
function SupplierField({ value, error, onChange }: PickProps) {
  const { t } = useTranslation();
  const suppliers = useLookupChoices('suppliers', 'name');
  const names = [...new Set((suppliers.data ?? []).map((supplier) => supplier.name))];
  return (
    <Autocomplete
      label={t('reviews.links.supplier')}
      description={t('reviews.links.supplier_hint')}
      placeholder={t('reviews.entry.any_supplier')}
      data={names}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
