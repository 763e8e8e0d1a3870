import type { Cargo } from '@huella/contracts';
import { Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/data-table/list-pager.tsx';
import { usePagedList } from '../../components/data-table/use-paged-list.ts';
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

/**
 * docs/spec/part-2.md §2.1: the stage's cargos chosen among the report's, each link with its own tag values; ten at a
 * time, with how many are chosen on every page, since a report may hold 500 cargos.
 */
export function CargoLinksField({ cargos, allowedTags, value, onChange, error }: CargoLinksFieldProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const list = usePagedList(cargos);
  const chosen = cargos.filter((cargo) => value[String(cargo.id)] !== undefined).length;
  return (
    <Fieldset legend={<Text span fz="sm" fw={700}>{t('stages.fields.cargos')}</Text>} variant="unstyled" aria-describedby={error ? errorId : undefined}>
      <Stack gap="xs" mt={4}>
        {cargos.length === 0 ? <Text c="dimmed" fz="sm">{t('stages.no_cargos')}</Text> : null}
        {list.pages > 1 ? <Text fz="sm">{t('stages.cargos_chosen', { chosen, total: cargos.length })}</Text> : null}
        {list.shown.map((cargo) => {
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
      <ListPager label={t('stages.cargo_choice_pages')} list={list} />
      {error ? (
        <Text id={errorId} c="red.8" fz="sm" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
