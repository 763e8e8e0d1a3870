import { toLabelLanguage, type TagMap } from '@huella/contracts';
import { Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLookupChoices } from '../configuration/api.ts';
import { ChildFormButtons } from '../stages/child-form-footer.tsx';
import { LookupSelect } from '../stages/lookup-select.tsx';
import type { ChildForm } from '../stages/use-child-form.ts';
import { accountOptions } from './account-options.ts';
import type { ConsumptionFormContext } from './consumption-form-context.ts';
import { TagsFieldset } from './tags-fieldset.tsx';

/** The fields a consumption and a voyage both have (docs/spec/part-2.md §2.5). */
type SharedForm = ChildForm<{ date: string; center: string | null; account: string | null; tags: TagMap }, ConsumptionFormContext>;

export function DateField({ form }: { form: SharedForm }) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={t('consumptions.fields.date')}
      required
      valueFormat="YYYY-MM-DD"
      value={form.values.date || null}
      onChange={(date) => form.change({ date: date ?? '' })}
      error={form.errors.date}
    />
  );
}

export function CenterField({ form }: { form: SharedForm }) {
  const { t } = useTranslation();
  const centers = useLookupChoices('centers', 'name');
  return (
    <LookupSelect
      label={t('consumptions.fields.center')}
      options={centers.data}
      value={form.values.center}
      onChange={(center) => form.change({ center })}
      error={form.errors.center}
    />
  );
}

export function AccountField({ form }: { form: SharedForm }) {
  const { t } = useTranslation();
  const accounts = useLookupChoices('accounts', 'code');
  return (
    <LookupSelect
      label={t('consumptions.fields.account')}
      options={accountOptions(accounts.data)}
      value={form.values.account}
      onChange={(account) => form.change({ account })}
      error={form.errors.account}
    />
  );
}

/** The end of both forms: the tags, then cancel and submit. */
export function TagsAndButtons({ form, addLabel }: { form: SharedForm; addLabel: string }) {
  return (
    <>
      <TagsFieldset allowedTags={form.context.allowedTags} value={form.values.tags} onChange={(tags) => form.change({ tags })} error={form.errors.tags} />
      <ChildFormButtons form={form} addLabel={addLabel} />
    </>
  );
}

export interface DecimalTextInputProps {
  label: string;
  /** Shown at the end of the input: litres, kWh, km. */
  unit: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * docs/spec/part-2.md §2.5: a quantity or a distance is free text, typed as the reader writes numbers; the server reads
 * it in the request's language and names the field when it is not a number.
 */
export function DecimalTextInput({ label, unit, value, onChange, error }: DecimalTextInputProps) {
  const { t, i18n } = useTranslation();
  return (
    <TextInput
      label={label}
      description={t('consumptions.hints.decimal', { example: toLabelLanguage(i18n.language) === 'es' ? '1.234,5' : '1,234.5' })}
      // The hint under the input, so that the input lines up with its neighbours in the grid.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      inputMode="decimal"
      autoComplete="off"
      maxLength={50}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        <Text span fz="sm" c="dimmed" aria-hidden>
          {unit}
        </Text>
      }
      rightSectionWidth={64}
      error={error}
    />
  );
}
