import { Blockquote, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/language.ts';
import { useSession } from '../auth/session.ts';
import { ShortcutLink } from './shortcut-link.tsx';
import { shortcutsFor } from './shortcuts.ts';

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const shortcuts = shortcutsFor(session.user, toLanguage(i18n.language), 'dashboard');
  return (
    <Stack gap="xl">
      <Title order={1}>{t('dashboard.title')}</Title>
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
