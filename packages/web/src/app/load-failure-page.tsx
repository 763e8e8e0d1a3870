import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { errorBodyToText } from '../api/error-message.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { StatusPage } from './status-page.tsx';

/** What a detail page loads: it names the record in the page and the list to go back to. */
export type LoadedRecord = 'report' | 'user' | 'material';

/** A record's list and the i18n keys of its not-found title and text (with `{{id}}`) and of the link back. */
export interface RecordTexts {
  list: string;
  title: string;
  text: string;
  back: string;
}

const RECORDS: Record<LoadedRecord, RecordTexts> = {
  report: { list: '/reports', title: 'not_found.report_title', text: 'not_found.report_text', back: 'not_found.back_reports' },
  user: { list: '/users', title: 'not_found.user_title', text: 'not_found.user_text', back: 'not_found.back_users' },
  material: { list: '/materials', title: 'not_found.material_title', text: 'not_found.material_text', back: 'not_found.back_materials' },
};

export interface LoadFailurePageProps {
  /** One of the app's records, or the texts of a feature's own (the configuration lookups). */
  record: LoadedRecord | RecordTexts;
  id: number;
  error: Error;
}

/**
 * A detail page whose record did not load (issue #11 item 8). The API answers 404 both for an id that does
 * not exist and for another company's record (it never says which), so the page says "not in your company".
 */
export function LoadFailurePage({ record, id, error }: LoadFailurePageProps) {
  const { t } = useTranslation();
  const texts = typeof record === 'string' ? RECORDS[record] : record;
  const back = { backTo: texts.list, backLabel: t(texts.back) };
  const status = isApiError(error) ? error.status : 0;
  // A path id that is not a number (`/reports/abc/edit`) names no record at all: the plain not-found page.
  if (!Number.isInteger(id)) return <NotFoundPage />;
  if (status === 404) {
    return <StatusPage title={t(texts.title)} text={t(texts.text, { id })} {...back} />;
  }
  if (status === 403) return <StatusPage title={t('not_found.forbidden_title')} text={t('not_found.forbidden_text')} {...back} />;
  const text = isApiError(error) ? errorBodyToText(error.status, error.body, t) : error.message;
  return <StatusPage title={t('not_found.failed_title')} text={text} {...back} />;
}
