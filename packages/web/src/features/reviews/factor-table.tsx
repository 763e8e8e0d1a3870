import { unitOf } from '@huella/emissions';
import { Accordion, ActionIcon, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalInLanguage } from './entry-sections.ts';
import { groupFactors, meaningOf } from './factor-groups.ts';

export interface FactorTableProps {
  factors: Record<string, number>;
  notes: Record<string, Record<string, unknown>>;
  /** Source of a factor without a note of its own. */
  source: string;
  /** Text typed over the stored values, by key. */
  typed: Record<string, string>;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (key: string, text: string) => void;
}

/**
 * docs/spec/part-2.md §2.9: the factors as key and value pairs, one sub-table per group, values as free-text inputs
 * that are not editable when the review is read-only. A set has over a hundred factors: each group folds, and a
 * group holding an error the server named opens.
 */
export function FactorTable(props: FactorTableProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string[]>([]);
  const groups = groupFactors(Object.keys(props.factors)).map((group) => ({ ...group, id: `factor-group-${group.group ?? 'other'}` }));
  const withErrors = groups.filter((group) => group.keys.some((key) => props.errors[key])).map((group) => group.id);
  const open = [...new Set([...opened, ...withErrors])];
  return (
    <Accordion multiple variant="contained" order={3} value={open} onChange={setOpened}>
      {groups.map(({ group, keys, id }) => {
        const name = t('reviews.editor.group', { group: group ? t(`reviews.groups.${group}`) : t('reviews.editor.other_group') });
        return (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>
              {name} ({keys.length})
            </Accordion.Control>
            <Accordion.Panel>{open.includes(id) ? <FactorGroupTable {...props} name={name} keys={keys} /> : null}</Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/**
 * One group's factors. Each row says the factor's unit, its source (an edited factor's note says what it replaced),
 * and on its information button, reachable by keyboard, what it means (docs/methodology.md §2.1).
 */
function FactorGroupTable({ factors, notes, source, typed, errors, readOnly, onChange, name, keys }: FactorTableProps & { name: string; keys: string[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing={2} fz="sm" aria-label={name}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reviews.editor.factor')}</Table.Th>
            <Table.Th scope="col" w={170}>
              {t('reviews.editor.value')}
            </Table.Th>
            <Table.Th scope="col">{t('reviews.editor.unit')}</Table.Th>
            <Table.Th scope="col">{t('reviews.editor.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => {
            const meaning = meaningOf(key);
            const meaningText = meaning ? t(meaning) : '';
            const note = notes[key];
            const unit = unitOf(key);
            return (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={400}>
                  <Text component="span" ff="monospace" fz="sm">
                    {key}
                  </Text>
                  {meaningText ? (
                    <Tooltip label={meaningText} multiline w={320} events={{ hover: true, focus: true, touch: true }}>
                      <ActionIcon variant="subtle" size="sm" ml={4} aria-label={`${key}: ${meaningText}`}>
                        <IconInfoCircle size={14} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Table.Th>
                <Table.Td>
                  <TextInput
                    aria-label={key}
                    size="xs"
                    inputMode="decimal"
                    autoComplete="off"
                    readOnly={readOnly}
                    variant={readOnly ? 'filled' : 'default'}
                    value={typed[key] ?? decimalInLanguage(factors[key] ?? 0, i18n.language)}
                    onChange={(event) => onChange(key, event.currentTarget.value)}
                    error={errors[key]}
                  />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{unit ? t(`reviews.units.${unit}`, { defaultValue: unit }) : ''}</Table.Td>
                <Table.Td>
                  <Text fz="xs">{String(note?.['source'] ?? source)}</Text>
                  {note?.['note'] ? (
                    <Text fz="xs" c="dimmed">
                      {String(note['note'])}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
