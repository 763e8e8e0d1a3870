import type { TagMap } from '@huella/contracts';
import { Fieldset, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TagFields } from '../stages/tag-fields.tsx';

export interface TagsFieldsetProps {
  allowedTags: readonly string[];
  value: TagMap;
  onChange: (value: TagMap) => void;
  error?: string | undefined;
}

/** docs/spec/part-2.md §2.5: a consumption's or voyage's tags, one per allowed tag of the company; none, no fieldset. */
export function TagsFieldset({ allowedTags, value, onChange, error }: TagsFieldsetProps) {
  const { t } = useTranslation();
  if (allowedTags.length === 0) return null;
  return (
    <Fieldset legend={<Text span fz="sm" fw={700}>{t('stages.fields.tags')}</Text>} variant="unstyled">
      <Group gap="xs" mt={4} wrap="wrap" align="flex-start">
        <TagFields allowedTags={allowedTags} value={value} onChange={(tag, text) => onChange({ ...value, [tag]: text })} />
      </Group>
      {error ? (
        <Text c="red.8" fz="sm" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
