import { accountInput, carFamilyInput, carInput, centerInput, supplierInput } from '@huella/contracts';
import { Loader } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf, type FieldInputs } from '../../api/field-errors.ts';
import type { FieldLabelKeys } from '../../api/field-labels.ts';
import { LoadFailurePage } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { FormCard } from '../../components/form-card.tsx';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { toLanguage, type Language } from '../../i18n/language.ts';
import { useLookupRecord, useSaveLookup } from './api.ts';
import { blankBodyFields } from './blank-body-fields.ts';
import type { ContractSchema } from '../../lib/blank-required-fields.ts';
import { LOOKUPS, lookupRecordTexts, type LookupBody, type LookupKey, type LookupRow } from './lookups.ts';

/** The contract each lookup's body must meet (packages/contracts/src/lookups.ts). */
const LOOKUP_INPUTS: Record<LookupKey, ContractSchema> = {
  centers: centerInput,
  suppliers: supplierInput,
  car_families: carFamilyInput,
  cars: carInput,
  accounts: accountInput,
};

export interface LookupFieldsProps<Values> {
  form: UseFormReturnType<Values>;
}

export interface LookupFormPageProps<K extends LookupKey, Values extends object> {
  lookup: K;
  /** The form's values: blank for a new record, else the record's (its numbers written as `language` writes them). */
  valuesOf: (row: LookupRow<K> | null, language: Language) => Values;
  /** The body of POST or PUT, keys in form order. Decimals go as typed: the server reads them in the request's language. */
  bodyOf: (values: Values) => LookupBody<K>;
  /** The inputs, each with `form.getInputProps` or the form's value and error. */
  Fields: ComponentType<LookupFieldsProps<Values>>;
  /** The labels this form shows for the API's field names, for the error notice built from a 400 body. */
  fieldLabels: FieldLabelKeys;
  /** API fields that another input shows (a center's map data under its address). */
  inputs?: FieldInputs;
}

/**
 * `<route>/edit` creates and `<route>/:id/edit` edits a lookup's record, as the materials' form does (docs/spec/part-1.md
 * §2); the form opens once the record is loaded. Blank required fields are named before anything is sent; the server
 * checks the rest, and its 400 lands under each input it names.
 */
export function LookupFormPage<K extends LookupKey, Values extends object>(props: LookupFormPageProps<K, Values>) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const record = useLookupRecord(props.lookup, id);
  const { texts } = LOOKUPS[props.lookup];
  usePageTitle(id === null ? t(`${texts}.new_title`) : t(`${texts}.edit_title`));
  const language = toLanguage(i18n.language);
  if (id === null) return <LookupForm {...props} id={null} initial={props.valuesOf(null, language)} />;
  if (record.error) return <LoadFailurePage record={lookupRecordTexts(props.lookup)} id={id} error={record.error} />;
  if (!record.data) return <Loader aria-label={t('common.loading')} />;
  return <LookupForm key={id} {...props} id={id} initial={props.valuesOf(record.data, language)} />;
}

interface LookupFormProps<K extends LookupKey, Values extends object> extends LookupFormPageProps<K, Values> {
  id: number | null;
  initial: Values;
}

function LookupForm<K extends LookupKey, Values extends object>({ lookup, id, initial, bodyOf, Fields, fieldLabels, inputs }: LookupFormProps<K, Values>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { route, texts } = LOOKUPS[lookup];
  const save = useSaveLookup(lookup, fieldLabels);
  const form = useForm<Values>({ initialValues: initial });

  function submit(values: Values) {
    const body = bodyOf(values);
    const blank = blankBodyFields(LOOKUP_INPUTS[lookup], body, t, fieldLabels, inputs);
    if (blank.notice) {
      form.setErrors(blank.errors);
      notifyError(blank.notice);
      return;
    }
    save.mutate(
      { id, values: body },
      {
        onSuccess: () => {
          notifySuccess(t('notify.success'));
          void navigate(route);
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error, inputs)),
      },
    );
  }

  return (
    <FormCard
      title={id === null ? t(`${texts}.new_title`) : t(`${texts}.edit_title`)}
      onSubmit={form.onSubmit(submit)}
      onCancel={() => void navigate(route)}
      saving={save.isPending}
    >
      <Fields form={form} />
    </FormCard>
  );
}
