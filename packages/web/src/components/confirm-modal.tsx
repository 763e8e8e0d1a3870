import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogMount } from './use-dialog-mount.ts';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** "No" where the question is a yes-or-no one (docs/spec/part-2.md §2.6); Cancel otherwise. */
  cancelLabel?: string | undefined;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (deletes, consolidation); in the page only once asked (useDialogMount). */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  const dialog = useDialogMount(props.opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={props.onCancel} title={props.title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Text mb="lg">{props.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {props.cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color="red.9" onClick={props.onConfirm} loading={props.loading ?? false}>
          {props.confirmLabel ?? t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
