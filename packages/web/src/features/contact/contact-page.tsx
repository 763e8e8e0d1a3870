import type { ContactInput } from '@huella/contracts';
import { Alert, Button, Grid, Group, List, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { usePageMeta } from '../../app/use-page-meta.ts';
import { BackButton } from '../../components/back-button.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { notifyError, notifyWarning } from '../../components/notifications/notify.ts';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { toLanguage } from '../../i18n/language.ts';
import { FlyerLink } from '../landing/flyer-link.tsx';
import { useSendContactMessage } from './api.ts';
import { checkContactForm, hasProblems, isRequiredContactField, type ContactProblems, type ContactValues, type RequiredContactField } from './contact-validation.ts';

// Spec part 1 §3: the payload's fixed product identifier. Typed from the contract (which checks it is its
// PRODUCT_ID) rather than imported, so this public page does not download zod and every contract.
const PRODUCT: NonNullable<ContactInput['product']> = 'huella';
const EMPTY: ContactValues = { name: '', email: '', phone: '', company: '', comments: '' };
const NO_PROBLEMS: ContactProblems = { empty: [], termsMissing: false };
const TOPICS = ['demo', 'pricing', 'integration', 'methodology'] as const;

/** Spec part 1 §2, §5, §7: the contact form (`/contact`), sent to `api/send-mail`. */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('contact.meta_title'), t('contact.meta_description'));
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [website, setWebsite] = useState('');
  // Server messages come translated; the browser's own checks are kept as flags so they follow ESP/ENG.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<ContactProblems>(NO_PROBLEMS);
  const [received, setReceived] = useState<string | null>(null);

  function set(key: keyof ContactValues, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function emptyMessage(field: RequiredContactField): string {
    return t('contact.empty', { field: t(`contact.fields.${field}`) });
  }

  function errorOf(field: keyof ContactValues): string | undefined {
    return isRequiredContactField(field) && problems.empty.includes(field) ? emptyMessage(field) : errors[field];
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setReceived(null);
    const found = checkContactForm(values, terms);
    setProblems(found);
    setErrors({});
    if (hasProblems(found)) {
      // Spec part 1 §5, §8: each empty field its own error naming it (beside the field, and one line each in
      // one notice, so a phone screen is not covered by a stack of them); the terms a warning notice.
      if (found.empty.length > 0) notifyError(found.empty.map(emptyMessage).join('\n'));
      if (found.termsMissing) notifyWarning(t('contact.please_accept_terms'));
      return;
    }
    send.mutate(
      { ...values, terms, website, product: PRODUCT, language: toLanguage(i18n.language) },
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
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('contact.title')}</Title>
        <Text fz="lg" c="gray.7" mt="xs" maw={760}>
          {t('contact.lead')}
        </Text>
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} radius="md">
            <form onSubmit={onSubmit} noValidate aria-label={t('contact.form_label')}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label={t('contact.fields.name')} required autoComplete="name" value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errorOf('name')} />
                  <TextInput label={t('contact.fields.email')} required type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errorOf('email')} />
                  <TextInput label={t('contact.fields.phone')} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errorOf('phone')} />
                  <TextInput label={t('contact.fields.company')} required autoComplete="organization" value={values.company} onChange={(e) => set('company', e.currentTarget.value)} error={errorOf('company')} />
                </SimpleGrid>
                <Textarea label={t('contact.fields.comments')} autosize minRows={4} maxRows={10} value={values.comments} onChange={(e) => set('comments', e.currentTarget.value)} error={errorOf('comments')} />
                <HoneypotField value={website} onChange={setWebsite} />
                <TermsCheckbox
                  checked={terms}
                  onChange={(checked) => {
                    setTerms(checked);
                    if (checked) {
                      setProblems((current) => ({ ...current, termsMissing: false }));
                      setErrors(({ terms: _dropped, ...rest }) => rest);
                    }
                  }}
                  error={problems.termsMissing ? t('contact.please_accept_terms') : errors.terms}
                />
                <Group gap="sm">
                  <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
                    {t('contact.send')}
                  </Button>
                  <BackButton />
                </Group>
              </Stack>
              <output style={{ display: 'block', marginTop: received ? 'var(--mantine-spacing-md)' : 0 }}>
                {received ? (
                  <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t('contact.sent_title')}>
                    {received}
                  </Alert>
                ) : null}
              </output>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" component="aside" aria-labelledby="contact-topics-title">
            <Title order={2} fz="lg" id="contact-topics-title">
              {t('contact.topics_title')}
            </Title>
            <List spacing={6} c="gray.7">
              {TOPICS.map((topic) => (
                <List.Item key={topic}>{t(`contact.topic_${topic}`)}</List.Item>
              ))}
            </List>
            <Text c="gray.7" mt="sm">
              {t('contact.flyer_hint')}
            </Text>
            <div>
              <FlyerLink />
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
