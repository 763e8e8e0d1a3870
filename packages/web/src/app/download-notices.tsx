import { notifications } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadManager, type DownloadNotice } from '../api/download-manager.ts';
import { errorBodyToText } from '../api/error-message.ts';
import { formatKilobytes } from '../api/format-kilobytes.ts';
import { sessionStore } from '../features/auth/session.ts';
import { NOTICE_DURATION, notifyError, notifySuccess, notifyWarning } from '../components/notifications/notify.ts';

// The dialog (Mantine's Modal, focus trap and scroll lock: about 30 kB gzip) is loaded the first time a second
// download asks for it, so the public pages, which never do, stay light.
const ConfirmModal = lazy(() => import('../components/confirm-modal.tsx').then((module) => ({ default: module.ConfirmModal })));

function noticeId(jobId: number): string {
  return `download-${jobId}`;
}

/**
 * Shows what the download manager does (docs/spec/part-1.md §4, §8, §9): a spinner notice with the KB received,
 * then a success, warning or error notice (a download cut off half-way is an error: nothing is saved); and the
 * confirmation before a running download is replaced.
 */
export function DownloadNotices() {
  const { t, i18n } = useTranslation();
  const state = useSyncExternalStore(downloadManager.subscribe, downloadManager.getState, downloadManager.getState);

  useEffect(() => {
    function progress(bytes: number) {
      return t('downloads.progress', { size: formatKilobytes(bytes, i18n.language) });
    }
    function show(notice: DownloadNotice) {
      const id = noticeId(notice.job.id);
      switch (notice.type) {
        case 'started':
          notifications.show({
            id,
            loading: true,
            title: t('downloads.running'),
            message: progress(0),
            autoClose: false,
            withBorder: true,
            // Closing the running notice is how the user stops the download.
            closeButtonProps: { 'aria-label': t('downloads.cancel') },
            onClose: () => downloadManager.cancel(notice.job.id),
          });
          return;
        case 'progress':
          notifications.update({ id, message: progress(notice.bytes) });
          return;
        case 'ended': {
          const { outcome } = notice;
          // Hiding calls onClose too; the ended download is no longer cancellable, so that cancel does nothing.
          notifications.hide(id);
          if (outcome.kind === 'success') notifySuccess(t('downloads.success', { name: outcome.fileName }), NOTICE_DURATION.default);
          else if (outcome.kind === 'aborted') notifyWarning(t('downloads.aborted'));
          else if (outcome.kind === 'cancelled') notifyWarning(t('downloads.cancelled'));
          else if (outcome.kind === 'interrupted') notifyError(t('downloads.interrupted'));
          else {
            if (outcome.status === 401) sessionStore.clear();
            notifyError(errorBodyToText(outcome.status, outcome.body, t));
          }
        }
      }
    }
    return downloadManager.onNotice(show);
  }, [t, i18n.language]);

  // Once loaded it stays mounted, so that it closes (and gives focus back) like any other dialog.
  const [wanted, setWanted] = useState(false);
  if (state.kind === 'asking' && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal
        opened={state.kind === 'asking'}
        title={t('downloads.replace.title')}
        message={t('downloads.replace.message')}
        confirmLabel={t('downloads.replace.confirm')}
        onConfirm={downloadManager.confirm}
        onCancel={downloadManager.decline}
      />
    </Suspense>
  );
}
