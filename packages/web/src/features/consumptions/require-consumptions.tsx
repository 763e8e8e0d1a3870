import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../app/status-page.tsx';
import { useSession } from '../auth/session.ts';

/**
 * docs/spec/part-1.md §6: only-scope-3 companies have no consumptions (no menu entry, and the API answers 403). Their
 * users who open a consumption address anyway read why, instead of a list or form that fails on every call.
 */
export function RequireConsumptions({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session?.user.company.only_scope3) {
    return <StatusPage title={t('not_found.forbidden_title')} text={t('consumptions.only_scope3')} backTo="/dashboard" backLabel={t('not_found.back')} />;
  }
  return children;
}
