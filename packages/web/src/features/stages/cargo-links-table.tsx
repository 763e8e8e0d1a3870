import { tagsText, toLabelLanguage, type Stage } from '@huella/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/data-table/list-pager.tsx';
import { usePagedList } from '../../components/data-table/use-paged-list.ts';
import { formatAmount, formatTonnes } from '../../lib/format-figures.ts';

export interface CargoLinksTableProps {
  caption: string;
  links: Stage['cargos'];
}

/** The expanded row of a stage or storage: each cargo it carries, the link's tags and its share of CO2e, ten at a time. */
export function CargoLinksTable({ caption, links }: CargoLinksTableProps) {
  const { t, i18n } = useTranslation();
  const list = usePagedList(links);
  if (links.length === 0) return <Text fz="sm" c="dimmed">{t('stages.no_links')}</Text>;
  return (
    <>
      <Table withTableBorder fz="sm">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cargos.fields.reference')}</Table.Th>
            <Table.Th>{t('cargos.fields.commodity')}</Table.Th>
            <Table.Th ta="right">{t('cargos.fields.weight')}</Table.Th>
            <Table.Th>{t('stages.fields.tags')}</Table.Th>
            <Table.Th ta="right">{t('stages.fields.co2e')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.shown.map((link) => (
            <Table.Tr key={link.cargo}>
              <Table.Td>{link.reference}</Table.Td>
              <Table.Td>{link.commodity ?? ''}</Table.Td>
              <Table.Td ta="right">{formatAmount(link.weight, i18n.language, 3)}</Table.Td>
              <Table.Td>{tagsText(link.tags, toLabelLanguage(i18n.language))}</Table.Td>
              <Table.Td ta="right">{formatTonnes(link.CO2_total, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListPager label={t('table.pagination_of', { caption })} list={list} />
    </>
  );
}
