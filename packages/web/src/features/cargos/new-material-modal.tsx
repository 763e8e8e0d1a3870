import type { Commodity } from '@huella/contracts';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { useDialogMount } from '../../components/use-dialog-mount.ts';
import { blankFields, blankMessages } from '../auth/blank-fields.ts';
import { useSaveMaterial } from '../materials/api.ts';

export interface NewMaterialModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (material: Commodity) => void;
}

const REQUIRED = ['name', 'description'] as const;

/** docs/spec/part-1.md §2 "Cargo section": a super or admin adds a material without leaving the report. */
export function NewMaterialModal({ opened, onClose, onCreated }: NewMaterialModalProps) {
  const { t } = useTranslation();
  const save = useSaveMaterial();
  const [values, setValues] = useState({ name: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dialog = useDialogMount(opened);

  function close() {
    setValues({ name: '', description: '' });
    setErrors({});
    onClose();
  }

  function onSubmit(event: FormEvent) {
    // The modal sits inside the cargo form's page; its submit must not reach any outer form.
    event.preventDefault();
    event.stopPropagation();
    // docs/spec/part-1.md §5: the material form's rule, one message per blank field.
    const blank = blankFields(values, REQUIRED);
    setErrors(Object.fromEntries(blank.map((field) => [field, blankMessages([field], t)])));
    if (blank.length > 0) {
      notifyError(blankMessages(blank, t));
      return;
    }
    save.mutate(
      { id: null, values: { name: values.name.trim(), description: values.description.trim() } },
      {
        onSuccess: (material) => {
          notifySuccess(t('notify.success'));
          onCreated(material);
          close();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={close} title={t('cargos.new_material')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('fields.name')}
            required
            data-autofocus
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
            error={errors.name}
          />
          <Textarea
            label={t('fields.description')}
            required
            autosize
            minRows={3}
            value={values.description}
            onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
            error={errors.description}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
