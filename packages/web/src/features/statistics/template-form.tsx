import type { FilterTemplate, StatisticsTopic } from '@huella/contracts';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { notifyError, notifySuccess } from '../../components/notifications/notify.ts';
import { useDeleteFilterTemplate, useSaveFilterTemplate } from './api.ts';

export interface TemplateFormProps {
  topic: StatisticsTopic;
  /** The template chosen in the selector, which saving updates; none: saving creates one. */
  template: FilterTemplate | null;
  /** The tab's filters as the template keeps them, read when the user saves. */
  filters: () => Record<string, unknown>;
  onSaved: (template: FilterTemplate) => void;
  onDeleted: () => void;
}

/**
 * docs/spec/part-2.md §2.8: name, description, save and delete. §5: a template not saved yet needs a name ('Please
 * provide a name'); a saved one left without a name keeps its own. §8: the success notices.
 */
export function TemplateForm({ topic, template, filters, onSaved, onDeleted }: TemplateFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [savingAsNew, setSavingAsNew] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const save = useSaveFilterTemplate();
  const remove = useDeleteFilterTemplate();

  function submit(asNew: boolean) {
    const target = asNew ? null : template;
    const given = name.trim() || target?.name || '';
    if (!given) {
      const message = t('statistics.template.name_required');
      setNameError(message);
      notifyError(message, t('statistics.empty_field'));
      nameField.current?.focus();
      return;
    }
    setNameError(null);
    setSavingAsNew(asNew);
    save.mutate(
      { id: target?.id ?? null, body: { name: given, description: description.trim(), topic, filters: filters() } },
      {
        onSuccess: (saved) => {
          notifySuccess(t(target ? 'statistics.template.updated' : 'statistics.template.created'));
          onSaved(saved);
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(false);
  }

  function confirmDelete() {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        notifySuccess(t('statistics.template.deleted'));
        onDeleted();
      },
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('statistics.accordion.template')}>
        <Stack gap="sm" maw={560}>
          <Text size="sm" c="dimmed">
            {template ? t('statistics.template.hint_selected', { name: template.name }) : t('statistics.template.hint_new')}
          </Text>
          <TextInput
            ref={nameField}
            label={t('statistics.template.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            required={!template}
            maxLength={100}
          />
          <Textarea
            label={t('statistics.template.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group gap="sm">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={save.isPending && !savingAsNew}>
              {t('statistics.template.save')}
            </Button>
            {template ? (
              <>
                <Button variant="default" onClick={() => submit(true)} loading={save.isPending && savingAsNew}>
                  {t('statistics.template.save_as_new')}
                </Button>
                <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                  {t('statistics.template.delete')}
                </Button>
              </>
            ) : null}
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t('statistics.template.delete_title')}
        message={t('statistics.template.delete_confirm', { name: template?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
