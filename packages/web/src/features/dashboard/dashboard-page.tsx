import { Alert, Blockquote, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TurnedAwayState } from '../../app/guards/require-manager.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { toLanguage } from '../../i18n/language.ts';
import { useSession } from '../auth/session.ts';
import { ShortcutLink } from './shortcut-link.tsx';
import { shortcutsFor } from './shortcuts.ts';

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const turnedAway = (useLocation().state as Partial<TurnedAwayState> | null)?.turnedAway;
  usePageTitle(t('dashboard.title'));
  if (!session) return null;
  const shortcuts = shortcutsFor(session.user, toLanguage(i18n.language), 'dashboard');
  return (
    <Stack gap="xl">
      <Title order={1}>{t('dashboard.title')}</Title>
      {turnedAway ? (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title={t('landing.refused_title')} maw={720}>
          {t('landing.refused', { path: turnedAway })}
        </Alert>
      ) : null}
      <Blockquote cite={`— ${t('dashboard.quote_author')}`} color="huella" maw={720}>
        {t('dashboard.quote')}
      </Blockquote>
      <nav aria-label={t('dashboard.shortcuts')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {shortcuts.map((shortcut) => (
            <ShortcutLink key={shortcut.key} shortcut={shortcut} size="large" />
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
