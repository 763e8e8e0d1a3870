import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  editing: boolean;
  pending: boolean;
  addLabel: string;
  onCancel: () => void;
}

/** Cancel clears the form, whether it holds a new record or one loaded for edit (spec part 2 §4). */
export function FormActions({ editing, pending, addLabel, onCancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {editing ? t('stages.save') : addLabel}
      </Button>
    </Group>
  );
}
