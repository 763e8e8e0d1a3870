import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { REVIEWS_PATH } from '../configuration/configuration-tabs.ts';
import { useImportReview } from './api.ts';

/**
 * Imports a factor set another installation exported (issue #13 item 5): the file is sent as it is, the server checks
 * all of it before writing anything, and the new review opens in the editor.
 */
export function ImportReviewButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const importReview = useImportReview();

  async function send(file: File | null) {
    if (!file) return;
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      notifyError(t('reviews.import.not_json', { name: file.name }));
      return;
    }
    importReview.mutate(document, {
      onSuccess: (review) => {
        notifySuccess(t('reviews.import.done', { title: review.title }));
        void navigate(`${REVIEWS_PATH}/${review.id}`);
      },
    });
  }

  return (
    <Group gap="sm" mt="md">
      <FileButton onChange={(file) => void send(file)} accept="application/json,.json">
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconFileImport size={16} aria-hidden />} loading={importReview.isPending}>
            {t('reviews.import.action')}
          </Button>
        )}
      </FileButton>
      <Text fz="sm" c="dimmed">
        {t('reviews.import.hint')}
      </Text>
    </Group>
  );
}
