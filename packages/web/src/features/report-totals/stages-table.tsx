import { enumLabel, toLabelLanguage, transportDetailsText } from '@huella/contracts';
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CargoFiguresTable } from './cargo-figures-table.tsx';
import { EmissionFigureCells, EmissionFigureHeaders } from './emission-figure-cells.tsx';
import { FactorsPopover } from './factors-popover.tsx';
import { formatAmount } from '../../lib/format-figures.ts';
import { segmentColour } from './transport-colours.ts';
import type { TotalsStage } from './totals-types.ts';

const COLUMNS = 10;

function StageRow({ stage, number }: { stage: TotalsStage; number: number }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const detailId = `stage-${stage.id}-cargos`;
  const language = toLabelLanguage(i18n.language);
  const distance = formatAmount(stage.distance, i18n.language);
  const method = enumLabel('distance_method', stage.distance_method, language);
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-expanded={expanded}
              aria-controls={detailId}
              aria-label={t(expanded ? 'totals.stages.hide_cargos' : 'totals.stages.show_cargos', { number })}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
            </ActionIcon>
            <span>{number}</span>
          </Group>
        </Table.Td>
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: segmentColour(stage.transport_type), flex: 'none' }} />
            {t(`totals.segment_types.${stage.transport_type}`)}
          </Group>
        </Table.Td>
        <Table.Td>
          {transportDetailsText(stage.transport_details, language)}
          <Text size="xs" c="dimmed">
            {enumLabel('operated_by', stage.operated_by, language)}
          </Text>
        </Table.Td>
        <Table.Td>
          {stage.origin} → {stage.destination}
        </Table.Td>
        <Table.Td ta="right">
          {distance}
          <Text size="xs" c="dimmed">
            {method}
          </Text>
        </Table.Td>
        <EmissionFigureCells figures={stage} boldTotal />
        <Table.Td>
          <FactorsPopover
            label={t('totals.stages.how', { number })}
            distanceNote={t('totals.distance_note', { distance, method })}
            factors={stage.factors_used}
          />
        </Table.Td>
      </Table.Tr>
      <Table.Tr id={detailId} hidden={!expanded} bg="var(--mantine-color-gray-0)">
        <Table.Td colSpan={COLUMNS}>
          {expanded ? <CargoFiguresTable cargos={stage.cargos} label={t('totals.cargos.of_stage', { number })} /> : null}
        </Table.Td>
      </Table.Tr>
    </Fragment>
  );
}

/** docs/spec/part-2.md §2.2: one row per stage, each with its cargos behind a disclosure button. */
export function StagesTable({ stages, labelledBy }: { stages: readonly TotalsStage[]; labelledBy: string }) {
  const { t } = useTranslation();
  if (stages.length === 0) return <Text>{t('totals.stages.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table aria-labelledby={labelledBy} withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('totals.stages.number')}</Table.Th>
            <Table.Th scope="col">{t('totals.stages.type')}</Table.Th>
            <Table.Th scope="col">{t('totals.stages.details')}</Table.Th>
            <Table.Th scope="col">{t('totals.stages.route')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('totals.stages.distance')}
            </Table.Th>
            <EmissionFigureHeaders />
            <Table.Th scope="col">{t('totals.stages.factors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stages.map((stage, index) => (
            <StageRow key={stage.id} stage={stage} number={index + 1} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
