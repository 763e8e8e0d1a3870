import { CARGO_TYPES, type CargoInput } from '@huella/contracts';
import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { useCommodityChoices, useSaveCargo } from './api.ts';
import { passengersWeight, toCargoInput, type CargoFormValues } from './cargo-form-values.ts';

export interface CargoFormProps {
  reportId: number;
  /** The cargo being edited, or null to add one. */
  cargoId: number | null;
  initial: CargoFormValues;
  businessTrip: boolean;
  canAddMaterial: boolean;
  /** A material created in the modal, to select once it exists. */
  onAskNewMaterial: (select: (id: number) => void) => void;
  onDone: () => void;
}

/** Mantine's NumberInput gives '' (or a partial text) while the field is not a number. */
function amount(value: number | string): number | '' {
  return typeof value === 'number' ? value : '';
}

/** docs/spec/part-1.md §2 "Cargo section": business trips count passengers, other reports weight or TEU. */
export function CargoForm({ reportId, cargoId, initial, businessTrip, canAddMaterial, onAskNewMaterial, onDone }: CargoFormProps) {
  const { t } = useTranslation();
  const save = useSaveCargo(reportId);
  const commodities = useCommodityChoices();
  const [values, setValues] = useState<CargoFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function set<K extends keyof CargoFormValues>(field: K, value: CargoFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body: CargoInput = toCargoInput(values, businessTrip);
    save.mutate(
      { id: cargoId, values: body },
      {
        onSuccess: () => {
          notifySuccess(t('notify.success'));
          onDone();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={cargoId === null ? t('cargos.new') : t('cargos.edit_title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} verticalSpacing="sm">
        <Group gap={4} align="end" wrap="nowrap">
          <Select
            label={t('cargos.fields.commodity')}
            data={commodities.data ?? []}
            value={values.commodity}
            onChange={(commodity) => set('commodity', commodity)}
            searchable
            clearable
            nothingFoundMessage={t('table.empty')}
            error={errors.commodity}
            style={{ flex: 1 }}
          />
          {canAddMaterial ? (
            <Tooltip label={t('cargos.new_material')}>
              <ActionIcon
                variant="default"
                size="lg"
                mb={errors.commodity ? 22 : 0}
                aria-label={t('cargos.new_material')}
                onClick={() => onAskNewMaterial((id) => set('commodity', String(id)))}
              >
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        {businessTrip ? (
          <NumberInput
            label={t('cargos.fields.passengers')}
            min={1}
            allowDecimal={false}
            value={values.passengers}
            onChange={(value) => set('passengers', amount(value))}
            description={t('cargos.passengers_weight', { weight: passengersWeight(values.passengers) })}
            error={errors.passengersNumber}
          />
        ) : (
          <>
            <Select
              label={t('cargos.fields.cargo_type')}
              data={CARGO_TYPES.map((type) => ({ value: type, label: t(`cargos.types.${type}`) }))}
              value={values.cargo_type}
              onChange={(type) => set('cargo_type', type === 'teu' ? 'teu' : 'conventional')}
              allowDeselect={false}
              error={errors.cargo_type}
            />
            <NumberInput
              label={t('cargos.fields.weight')}
              min={0}
              decimalScale={3}
              value={values.weight}
              onChange={(value) => set('weight', amount(value))}
              error={errors.weight}
            />
            {values.cargo_type === 'teu' ? (
              <NumberInput
                label={t('cargos.fields.teu')}
                min={0}
                value={values.teu}
                onChange={(value) => set('teu', amount(value))}
                error={errors.teu}
              />
            ) : null}
          </>
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        {cargoId === null ? null : (
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {cargoId === null ? t('cargos.add') : t('cargos.save')}
        </Button>
      </Group>
    </form>
  );
}
