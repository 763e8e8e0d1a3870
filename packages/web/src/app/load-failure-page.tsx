import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { errorBodyToText } from '../api/error-message.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { StatusPage } from './status-page.tsx';

/** What a detail page loads: it names the record in the page and the list to go back to. */
export type LoadedRecord = 'report' | 'user' | 'material';

const LIST_OF: Record<LoadedRecord, string> = { report: '/reports', user: '/users', material: '/materials' };
const BACK_OF = { report: 'not_found.back_reports', user: 'not_found.back_users', material: 'not_found.back_materials' } as const;

export interface LoadFailurePageProps {
  record: LoadedRecord;
  id: number;
  error: Error;
}

/**
 * A detail page whose record did not load (issue #11 item 8). The API answers 404 both for an id that does
 * not exist and for another company's record (it never says which), so the page says "not in your company".
 */
export function LoadFailurePage({ record, id, error }: LoadFailurePageProps) {
  const { t } = useTranslation();
  const back = { backTo: LIST_OF[record], backLabel: t(BACK_OF[record]) };
  const status = isApiError(error) ? error.status : 0;
  // A path id that is not a number (`/reports/abc/edit`) names no record at all: the plain not-found page.
  if (!Number.isInteger(id)) return <NotFoundPage />;
  if (status === 404) {
    return <StatusPage title={t(`not_found.${record}_title`)} text={t(`not_found.${record}_text`, { id })} {...back} />;
  }
  if (status === 403) return <StatusPage title={t('not_found.forbidden_title')} text={t('not_found.forbidden_text')} {...back} />;
  const text = isApiError(error) ? errorBodyToText(error.status, error.body, t) : error.message;
  return <StatusPage title={t('not_found.failed_title')} text={text} {...back} />;
}
