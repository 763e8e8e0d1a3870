import type { Review, ReviewChange } from '@huella/contracts';
import { Accordion, Alert, Badge, Button, Code, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { LoadFailurePage, type RecordTexts } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { useSession } from '../auth/session.ts';
import { REVIEWS_PATH } from '../configuration/configuration-tabs.ts';
import { downloadReviewDocument, useChangeReview, useReview } from './api.ts';
import { EntrySectionTable } from './entry-section-table.tsx';
import { ENTRY_SECTIONS } from './entry-sections.ts';
import { FactorTable } from './factor-table.tsx';
import { canEditReviews, canManageReviews } from './review-permissions.ts';

const REVIEW_RECORD: RecordTexts = { list: REVIEWS_PATH, title: 'reviews.not_found_title', text: 'reviews.not_found_text', back: 'reviews.back' };

/** `/reviews/:id` (docs/spec/part-2.md §2.9): the review editor, a plain view for whoever may not change it. */
export function ReviewEditorPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const review = useReview(id);
  usePageTitle(review.data ? t('reviews.editor.heading', { title: review.data.title }) : t('reviews.title'));
  if (review.error) return <LoadFailurePage record={REVIEW_RECORD} id={id} error={review.error} />;
  if (!review.data) return <Loader aria-label={t('common.loading')} />;
  return <ReviewEditor key={review.data.id} review={review.data} />;
}

interface HeaderValues {
  title: string;
  start_date: string;
  source: string;
}

/** Only what the user changed is sent: factors typed over, header fields that differ. */
function changeOf(review: Review, header: HeaderValues, typed: Record<string, string>): ReviewChange {
  const change: ReviewChange = {};
  if (header.title.trim() !== review.title) change.title = header.title.trim();
  if (header.start_date !== review.start_date) change.start_date = header.start_date;
  if (header.source.trim() !== review.source) change.source = header.source.trim();
  if (Object.keys(typed).length) change.factors = typed;
  return change;
}

/** A 400's messages: `factors.<key>` under the factor's input, the rest under the header's fields. */
function splitErrors(error: unknown): { factors: Record<string, string>; header: Record<string, string> } {
  const factors: Record<string, string> = {};
  if (isApiError(error) && error.status === 400 && typeof error.body === 'object' && error.body) {
    for (const [field, messages] of Object.entries(error.body as Record<string, unknown>)) {
      if (field.startsWith('factors.')) factors[field.slice('factors.'.length)] = ([] as unknown[]).concat(messages).join(' ');
    }
  }
  return { factors, header: fieldErrorsOf(error) };
}

function ReviewEditor({ review }: { review: Review }) {
  const { t } = useTranslation();
  const session = useSession();
  const change = useChangeReview();
  const [header, setHeader] = useState<HeaderValues>({ title: review.title, start_date: review.start_date, source: review.source });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<{ factors: Record<string, string>; header: Record<string, string> }>({ factors: {}, header: {} });
  const [locking, setLocking] = useState(false);
  const [sectionsOpen, setSectionsOpen] = useState<string[]>([]);
  if (!session) return null;
  const me = session.user;
  const editable = !review.read_only && canEditReviews(me);
  const onlyScope3 = me.company.only_scope3;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = changeOf(review, header, typed);
    if (!Object.keys(values).length) {
      notifyError(t('reviews.no_change'));
      return;
    }
    change.mutate(
      { id: review.id, values },
      {
        onSuccess: (saved) => {
          notifySuccess(t('notify.success'));
          setTyped({});
          setErrors({ factors: {}, header: {} });
          setHeader({ title: saved.title, start_date: saved.start_date, source: saved.source });
        },
        onError: (error) => setErrors(splitErrors(error)),
      },
    );
  }

  function lock() {
    change.mutate({ id: review.id, values: { read_only: true } }, { onSuccess: () => notifySuccess(t('reviews.locked')), onSettled: () => setLocking(false) });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('reviews.editor.heading', { title: review.title })}</Title>
        <Badge size="lg" variant="filled" color={review.read_only ? 'gray.8' : undefined}>
          {t(review.read_only ? 'reviews.read_only' : 'reviews.editable')}
        </Badge>
      </Group>
      {review.read_only ? (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {t('reviews.editor.read_only_note')}
        </Alert>
      ) : null}
      <Stack gap={2}>
        <Text fz="sm">{t('reviews.editor.use', { open: review.reports.open, consolidated: review.reports.consolidated })}</Text>
        {review.reports.pending > 0 ? (
          <Text fz="sm" component="output">
            {t('reviews.editor.pending', { count: review.reports.pending })}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          {t('reviews.fields.content_hash')}: <Code>{review.content_hash}</Code> — {t('reviews.editor.hash_hint')}
        </Text>
        <Group>
          <Button variant="default" size="xs" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => downloadReviewDocument(review.id)}>
            {t('reviews.export')}
          </Button>
        </Group>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('reviews.fields.title')}
              required
              readOnly={!editable}
              variant={editable ? 'default' : 'filled'}
              value={header.title}
              onChange={(event) => setHeader({ ...header, title: event.currentTarget.value })}
              error={errors.header.title}
            />
            <DateInput
              label={t('reviews.fields.start_date')}
              required
              readOnly={!editable}
              variant={editable ? 'default' : 'filled'}
              valueFormat="YYYY-MM-DD"
              value={header.start_date || null}
              onChange={(date) => setHeader({ ...header, start_date: date ?? '' })}
              error={errors.header.start_date}
            />
            <TextInput
              label={t('reviews.fields.source')}
              required
              readOnly={!editable}
              variant={editable ? 'default' : 'filled'}
              value={header.source}
              onChange={(event) => setHeader({ ...header, source: event.currentTarget.value })}
              error={errors.header.source}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={2}>{t('reviews.editor.factors')}</Title>
            <Text fz="sm" c="dimmed">
              {t('reviews.editor.factors_hint')}
            </Text>
            <FactorTable
              factors={review.factors}
              notes={review.factor_notes}
              source={review.source}
              typed={typed}
              errors={errors.factors}
              readOnly={!editable}
              onChange={(key, text) => setTyped({ ...typed, [key]: text })}
            />
          </Stack>
          {editable ? (
            <Group>
              <Button type="submit" loading={change.isPending}>
                {t('reviews.editor.save')}
              </Button>
              {canManageReviews(me) ? (
                <Button variant="default" leftSection={<IconLock size={16} aria-hidden />} onClick={() => setLocking(true)}>
                  {t('reviews.lock')}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </form>
      <Stack gap="xs">
        <Title order={2}>{t('reviews.editor.entries')}</Title>
        <Accordion multiple variant="contained" order={3} value={sectionsOpen} onChange={setSectionsOpen}>
          {ENTRY_SECTIONS.filter((section) => !(onlyScope3 && section.consumptions)).map((section) => (
            <Accordion.Item key={section.kind} value={section.kind}>
              <Accordion.Control>
                {t(`reviews.sections.${section.list}`)} ({review[section.list].length})
              </Accordion.Control>
              <Accordion.Panel>
                {sectionsOpen.includes(section.kind) ? (
                  <EntrySectionTable reviewId={review.id} section={section} entries={review[section.list]} editable={editable} />
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
      <ConfirmModal
        opened={locking}
        title={t('reviews.lock_title')}
        message={t('reviews.lock_confirm', { title: review.title })}
        confirmLabel={t('reviews.lock')}
        loading={change.isPending}
        onConfirm={lock}
        onCancel={() => setLocking(false)}
      />
    </Stack>
  );
}
