import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { toLanguage } from '../../i18n/language.ts';
import { useSendInfoRequest } from './api.ts';
import { useHydrated } from '../../app/use-hydrated.ts';

const EMPTY = { name: '', email: '', phone: '', company: '', remarks: '' };
type Values = typeof EMPTY;

/** docs/spec/part-1.md §1, §5: name, email, phone, company, remarks and the terms acceptance; without it nothing is sent. */
export function InfoRequestForm() {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  const send = useSendInfoRequest();
  const [values, setValues] = useState<Values>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [website, setWebsite] = useState('');
  // Server messages come translated; the browser's own one is kept as a flag so it follows ESP/ENG.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [termsMissing, setTermsMissing] = useState(false);
  const [received, setReceived] = useState<string | null>(null);

  function set(key: keyof Values, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setReceived(null);
    setTermsMissing(!terms);
    setErrors({});
    if (!terms) return;
    send.mutate(
      { ...values, terms, website, language: toLanguage(i18n.language) },
      {
        onSuccess: (answer) => {
          setReceived(answer.detail);
          setValues(EMPTY);
          setTerms(false);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={onSubmit} noValidate aria-labelledby="info-request-title">
        <Stack gap="md">
          <div>
            <Title order={2} id="info-request-title">
              {t('landing.form_title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('landing.form_text')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('contact.fields.name')} required disabled={!hydrated} autoComplete="name" value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
            <TextInput label={t('contact.fields.email')} required disabled={!hydrated} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
            <TextInput label={t('contact.fields.phone')} disabled={!hydrated} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} />
            <TextInput label={t('contact.fields.company')} required disabled={!hydrated} autoComplete="organization" value={values.company} onChange={(e) => set('company', e.currentTarget.value)} error={errors.company} />
          </SimpleGrid>
          <Textarea label={t('contact.fields.remarks')} disabled={!hydrated} autosize minRows={3} maxRows={8} value={values.remarks} onChange={(e) => set('remarks', e.currentTarget.value)} error={errors.remarks} />
          <HoneypotField value={website} onChange={setWebsite} />
          <TermsCheckbox
            disabled={!hydrated}
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              if (checked) {
                setTermsMissing(false);
                setErrors(({ terms: _dropped, ...rest }) => rest);
              }
            }}
            error={termsMissing ? t('landing.accept_terms') : errors.terms}
          />
          <Button type="submit" disabled={!hydrated} loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
            {t('landing.form_submit')}
          </Button>
        </Stack>
        <output style={{ display: 'block', marginTop: received ? 'var(--mantine-spacing-md)' : 0 }}>
          {received ? (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('landing.form_sent_title')}>
              {received}
            </Alert>
          ) : null}
        </output>
      </form>
    </Paper>
  );
}
