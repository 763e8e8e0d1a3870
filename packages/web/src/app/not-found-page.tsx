import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage title={t('not_found.title')} text={t('not_found.text')} backTo="/dashboard" backLabel={t('not_found.back')} />;
}
