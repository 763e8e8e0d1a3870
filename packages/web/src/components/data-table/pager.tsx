import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window.ts';

export interface PagerProps {
  /**
   * The landmark's name, after what it pages ("Pages of Road overland stages"): the report edit page holds a pager
   * per section, and a screen reader lists them by name.
   */
  label: string;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** docs/spec/part-1.md §9: previous, the current page with up to two pages each side, next. */
export function Pager({ label, page, pages, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <Group gap={4}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {t('table.previous')}
        </Button>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            size="xs"
            variant={n === page ? 'filled' : 'default'}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('table.page', { page: n })}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('table.next')}
        </Button>
      </Group>
    </nav>
  );
}
