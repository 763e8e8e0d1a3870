import type { Cargo } from '@huella/contracts';
import { Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format-figures.ts';
import { withCargo, withTag, type CargoSelection } from './cargo-links.ts';
import { TagFields } from './tag-fields.tsx';

export interface CargoLinksFieldProps {
  cargos: readonly Cargo[];
  allowedTags: readonly string[];
  value: CargoSelection;
  onChange: (value: CargoSelection) => void;
  error?: string | undefined;
}

function cargoLabel(cargo: Cargo, language: string): string {
  const commodity = cargo.commodity ? ` · ${cargo.commodity.name}` : '';
  return `${cargo.reference}${commodity} · ${formatAmount(cargo.weight, language, 3)} t`;
}

/** docs/spec/part-2.md §2.1: the stage's cargos chosen among the report's, each link with its own tag values. */
export function CargoLinksField({ cargos, allowedTags, value, onChange, error }: CargoLinksFieldProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  return (
    <Fieldset legend={<Text span fz="sm" fw={700}>{t('stages.fields.cargos')}</Text>} variant="unstyled" aria-describedby={error ? errorId : undefined}>
      <Stack gap="xs" mt={4}>
        {cargos.length === 0 ? <Text c="dimmed" fz="sm">{t('stages.no_cargos')}</Text> : null}
        {cargos.map((cargo) => {
          const tags = value[String(cargo.id)];
          return (
            <div key={cargo.id}>
              <Checkbox
                label={cargoLabel(cargo, i18n.language)}
                checked={tags !== undefined}
                onChange={(event) => onChange(withCargo(value, cargo.id, event.currentTarget.checked))}
              />
              {tags !== undefined && allowedTags.length > 0 ? (
                <Group gap="xs" mt={4} ml={32} wrap="wrap">
                  <TagFields
                    allowedTags={allowedTags}
                    value={tags}
                    onChange={(tag, text) => onChange(withTag(value, cargo.id, tag, text))}
                    accessibleName={(tag) => t('stages.tag_for', { tag, reference: cargo.reference })}
                  />
                </Group>
              ) : null}
            </div>
          );
        })}
      </Stack>
      {error ? (
        <Text id={errorId} c="red.8" fz="sm" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
