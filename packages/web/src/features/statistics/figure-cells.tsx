import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A figure of a statistics table: right-aligned digits that line up and never wrap. */
export function FigureCell({ children, bold = false }: { children: ReactNode; bold?: boolean }) {
  return (
    <Table.Td ta="right" ff="monospace" fz="sm" fw={bold ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Table.Td>
  );
}

/** The table's last row, headed "Total", one figure under each column. */
export function TotalsFooter({ figures }: { figures: { key: string; text: ReactNode }[] }) {
  const { t } = useTranslation();
  return (
    <Table.Tfoot>
      <Table.Tr fw={700}>
        <Table.Th scope="row">{t('statistics.total')}</Table.Th>
        {figures.map(({ key, text }) => (
          <FigureCell key={key}>{text}</FigureCell>
        ))}
      </Table.Tr>
    </Table.Tfoot>
  );
}
