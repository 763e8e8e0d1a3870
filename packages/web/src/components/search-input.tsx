import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** docs/spec/part-1.md §9: lists search 500 ms after the last keystroke, not on every key. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchInputProps {
  label: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  delay?: number;
}

export function SearchInput({ label, onSearch, placeholder, delay = SEARCH_DEBOUNCE_MS }: SearchInputProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), delay);
  const emitted = useRef(debounced);
  const emit = useEffectEvent((value: string) => onSearch(value));

  useEffect(() => {
    if (debounced === emitted.current) return;
    emitted.current = debounced;
    emit(debounced);
  }, [debounced]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={240}
    />
  );
}
