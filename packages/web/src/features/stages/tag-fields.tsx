import { tagKeyLabel, toLabelLanguage, type TagMap } from '@huella/contracts';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TagFieldsProps {
  /** The report creator's company's tags (docs/spec/part-2.md §2.1 "Tag entry"). */
  allowedTags: readonly string[];
  value: TagMap;
  onChange: (tag: string, value: string) => void;
  /** Names an input for screen readers where its label alone is ambiguous (a set of tags per cargo). */
  accessibleName?: (tagLabel: string) => string;
}

/** One text input per allowed tag, labelled by the tag's name (docs/spec/part-2.md §2.1 "Tag entry"). */
export function TagFields({ allowedTags, value, onChange, accessibleName }: TagFieldsProps) {
  const { i18n } = useTranslation();
  return allowedTags.map((tag) => {
    const label = tagKeyLabel(tag, toLabelLanguage(i18n.language));
    return (
      <TextInput
        key={tag}
        size="xs"
        label={label}
        aria-label={accessibleName?.(label)}
        value={value[tag] ?? ''}
        onChange={(event) => onChange(tag, event.currentTarget.value)}
        maxLength={500}
        w={160}
      />
    );
  });
}
