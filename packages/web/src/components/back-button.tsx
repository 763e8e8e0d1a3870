import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHydrated } from '../app/use-hydrated.ts';

/** react-router keeps the position in its history entries; 0 means the visitor started on this page. */
function hasPageBefore(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/**
 * docs/spec/part-1.md §2: goes back one page. A visitor who opened the page directly has no page of ours to
 * go back to (going back would leave the site), so they go to the start page instead.
 */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Inert until the scripts own a written-out page: said to assistive technology, not greyed out for a second.
  const hydrated = useHydrated();
  return (
    <Button
      variant="default"
      aria-disabled={hydrated ? undefined : true}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => void (hasPageBefore() ? navigate(-1) : navigate('/'))}
    >
      {t('common.back')}
    </Button>
  );
}
