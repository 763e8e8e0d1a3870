import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagSuggestions } from './api.ts';
import { isTagPair, normalisedTagPair } from './tag-pairs.ts';

export interface TagPairsInputProps {
  allowedTags: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * docs/spec/part-2.md §2.7: tags as `key:value` pairs, chosen among those recorded or typed; a pair whose key is not
 * one of the company's tags is refused with a message (§5). Pairs of one key are alternatives, pairs of different keys must all match (the API).
 */
export function TagPairsInput({ allowedTags, value, onChange }: TagPairsInputProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const suggestions = useTagSuggestions(allowedTags);
  const keys = allowedTags.join(', ');
  if (allowedTags.length === 0) return null;
  return (
    <TagsInput
      label={t('statistics.filters.tags')}
      description={t('statistics.filters.tags_hint', { keys })}
      data={suggestions}
      limit={50}
      value={value}
      onChange={(next) => {
        const refused = next.find((pair) => !isTagPair(pair, allowedTags));
        setError(refused === undefined ? null : t('statistics.filters.tag_invalid', { value: refused, keys }));
        onChange([...new Set(next.filter((pair) => isTagPair(pair, allowedTags)).map(normalisedTagPair))]);
      }}
      error={error}
      // Values may hold commas (a customer "ACME, Inc."); `|` joins pairs in the API, so it cannot be in one.
      splitChars={['|']}
      clearable
    />
  );
}
