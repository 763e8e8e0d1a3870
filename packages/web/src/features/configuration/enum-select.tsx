import { enumLabel, toLabelLanguage, type EnumName } from '@huella/contracts';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EnumSelectProps<Code extends string> {
  label: string;
  /** The enumeration's table of labels (packages/contracts/src/labels/enum-labels.ts). */
  labels: EnumName;
  codes: readonly Code[];
  value: Code;
  onChange: (code: Code) => void;
  error?: ReactNode;
}

/** A required choice among an enumeration's codes, each shown by its label in the reader's language. */
export function EnumSelect<Code extends string>({ label, labels, codes, value, onChange, error }: EnumSelectProps<Code>) {
  const { i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  return (
    <Select
      label={label}
      required
      data={codes.map((code) => ({ value: code, label: enumLabel(labels, code, language) }))}
      value={value}
      onChange={(chosen) => onChange(codes.find((code) => code === chosen) ?? value)}
      allowDeselect={false}
      error={error}
    />
  );
}
