import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager.tsx';
import type { PagedList } from './use-paged-list.ts';

export interface ListPagerProps {
  /** The pager's landmark name, e.g. "Pages of Cargos of Valencia → Lyon". */
  label: string;
  list: PagedList<unknown>;
}

/** Under a list paged in the browser: "11–20 of 200" and the pager; nothing while the list fits one page. */
export function ListPager({ label, list }: ListPagerProps) {
  const { t } = useTranslation();
  if (list.pages <= 1) return null;
  return (
    // Beside the range, not at the far end: in a stage's expanded row the far end is off a phone's screen.
    <Group gap="md" mt="xs">
      <Text fz="sm" aria-live="polite">
        {t('table.range', { first: list.first, last: list.last, total: list.total })}
      </Text>
      <Pager label={label} page={list.page} pages={list.pages} onPageChange={list.setPage} />
    </Group>
  );
}
