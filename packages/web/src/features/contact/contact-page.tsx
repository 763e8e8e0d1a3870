import type { ContactInput } from '@huella/contracts';
import { Alert, Button, Grid, Group, List, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { usePageMeta } from '../../app/use-page-meta.ts';
import { BackButton } from '../../components/back-button.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { notifyError, notifyWarning } from '../../components/notifications/notify.ts';
import { TermsCheckbox } from '../../components/terms-checkbox.tsx';
import { TranslatedText } from '../../components/translated-text.tsx';
import { toLanguage } from '../../i18n/language.ts';
import { FlyerLink } from '../landing/flyer-link.tsx';
import { useSendContactMessage } from './api.ts';
import type { ContactProblems, ContactValues } from './contact-validation.ts';
import { useHydrated } from '../../app/use-hydrated.ts';

// docs/spec/part-1.md §3: the payload's fixed product identifier, typed from the contract (which checks it is its PRODUCT_ID).
const PRODUCT: NonNullable<ContactInput['product']> = 'huella';
const EMPTY: ContactValues = { name: '', email: '', phone: '', company: '', comments: '' };
const TOPICS = ['demo', 'pricing', 'integration', 'methodology'] as const;

interface ContactFormValues extends ContactValues {
  terms: boolean;
  /** The honeypot (components/honeypot-field.tsx). */
  website: string;
}

function emptyMessage(field: keyof ContactValues, t: TFunction): string {
  return t('contact.empty', { field: t(`contact.fields.${field}`) });
}

// The checks read the contract's schema, and zod is not in the chunks the public pages share (docs/performance.md):
// the page fetches them when it opens, as the login does, before the visitor has typed anything.
const loadChecks = () => import('./contact-validation.ts');
type Checks = Awaited<ReturnType<typeof loadChecks>>;

/** Checks that cannot load find no problem: the server's 400 then names each field. */
async function problemsOf({ terms, website: _website, ...values }: ContactFormValues): Promise<ContactProblems> {
  const checks = await loadChecks().catch(() => null);
  return checks ? checks.checkContactForm(values, terms) : { empty: [], termsMissing: false };
}

/** Each problem beside its field, in the language shown (the server's messages come translated). */
async function validate(values: ContactFormValues): Promise<FormErrors> {
  const problems = await problemsOf(values);
  const errors: FormErrors = {};
  for (const field of problems.empty) errors[field] = <TranslatedText text={(t) => emptyMessage(field, t)} />;
  if (problems.termsMissing) errors.terms = <TranslatedText text={(t) => t('contact.please_accept_terms')} />;
  return errors;
}

/** docs/spec/part-1.md §2, §5, §7: the contact form (`/contact`), sent to `api/send-mail`. */
export function ContactPage() {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  usePageMeta(t('contact.meta_title'), t('contact.meta_description'));
  const sendMessage = useSendContactMessage();
  // An error stays until the next submit, not until the next key pressed (the terms' goes once they are ticked).
  const form = useForm<ContactFormValues>({ initialValues: { ...EMPTY, terms: false, website: '' }, validate, clearInputErrorOnChange: false });
  const [received, setReceived] = useState<string | null>(null);
  const [checks, setChecks] = useState<Checks | null>(null);
  useEffect(() => {
    loadChecks().then(setChecks, () => undefined);
  }, []);

  function send(values: ContactFormValues) {
    sendMessage.mutate(
      { ...values, product: PRODUCT, language: toLanguage(i18n.language) },
      {
        onSuccess: (answer) => {
          setReceived(answer.detail);
          form.setValues({ ...EMPTY, terms: false });
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    );
  }

  // docs/spec/part-1.md §5, §8: each empty field its own error naming it (beside the field, and one line each in
  // one notice, so a phone screen is not covered by a stack of them); the terms a warning notice.
  async function notifyProblems(values: ContactFormValues) {
    const found = await problemsOf(values);
    if (found.empty.length > 0) notifyError(found.empty.map((field) => emptyMessage(field, t)).join('\n'));
    if (found.termsMissing) notifyWarning(t('contact.please_accept_terms'));
  }

  const onSubmit = form.onSubmit(send, (_errors, values) => void notifyProblems(values));
  // Until the scripts own the page its fields wait too: what a visitor typed into the written-out page would be lost.
  const textProps = (field: keyof ContactValues) => ({
    required: checks?.isRequiredContactField(field) ?? false,
    disabled: !hydrated,
    ...form.getInputProps(field),
  });

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
            <form
              onSubmit={(event) => {
                setReceived(null);
                onSubmit(event);
              }}
              noValidate
              aria-label={t('contact.form_label')}
            >
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label={t('contact.fields.name')} autoComplete="name" {...textProps('name')} />
                  <TextInput label={t('contact.fields.email')} type="email" autoComplete="email" {...textProps('email')} />
                  <TextInput label={t('contact.fields.phone')} type="tel" autoComplete="tel" {...textProps('phone')} />
                  <TextInput label={t('contact.fields.company')} autoComplete="organization" {...textProps('company')} />
                </SimpleGrid>
                <Textarea label={t('contact.fields.comments')} autosize minRows={4} maxRows={10} {...textProps('comments')} />
                <HoneypotField value={form.values.website} onChange={(website) => form.setFieldValue('website', website)} />
                <TermsCheckbox
                  disabled={!hydrated}
                  checked={form.values.terms}
                  onChange={(checked) => {
                    form.setFieldValue('terms', checked);
                    if (checked) form.clearFieldError('terms');
                  }}
                  error={form.errors.terms}
                />
                <Group gap="sm">
                  <Button type="submit" disabled={!hydrated} loading={sendMessage.isPending} leftSection={<IconSend size={18} aria-hidden />}>
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
