import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CargoLinksField } from './cargo-links-field.tsx';
import type { CargoSelection } from './cargo-links.ts';
import type { ChildForm } from './use-child-form.ts';

export interface ChildFormFooterProps {
  form: ChildForm<{ cargos: CargoSelection }>;
  /** The submit button's name for a new record, e.g. "Add road stage"; an edited one is saved. */
  addLabel: string;
}

/** The end of every stage and storage form: the cargos it carries, then cancel and submit (docs/spec/part-2.md §2.1, §4). */
export function ChildFormFooter({ form, addLabel }: ChildFormFooterProps) {
  return (
    <>
      <CargoLinksField
        cargos={form.context.cargos}
        allowedTags={form.context.allowedTags}
        value={form.values.cargos}
        onChange={(cargos) => form.change({ cargos })}
        error={form.errors.cargos}
      />
      <ChildFormButtons form={form} addLabel={addLabel} />
    </>
  );
}

export interface ChildFormButtonsProps {
  form: Pick<ChildForm<unknown, unknown>, 'editing' | 'pending' | 'onCancel'>;
  addLabel: string;
}

/** Cancel clears the form (docs/spec/part-2.md §4); submit adds a new record or saves the one loaded for edit. */
export function ChildFormButtons({ form, addLabel }: ChildFormButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={form.onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={form.pending}>
        {form.editing ? t('stages.save') : addLabel}
      </Button>
    </Group>
  );
}
