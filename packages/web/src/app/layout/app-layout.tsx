import '../../i18n/strings/app-strings.ts';
import '../styles/app-styles.ts';
import { AppShell, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconKey, IconLogout } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { toLanguage } from '../../i18n/language.ts';
import { useCurrentUser, useLogout } from '../../features/auth/api.ts';
import { useSession } from '../../features/auth/session.ts';
import { ShortcutLink } from '../../features/dashboard/shortcut-link.tsx';
import { shortcutsFor } from '../../features/dashboard/shortcuts.ts';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LocalisedDates } from './localised-dates.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** The signed-in shell: top bar, header (date, welcome, name) and the icon menu (docs/spec/part-1.md §2). */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  useCurrentUser(session !== null);
  if (!session) return null;
  const language = toLanguage(i18n.language);

  function onLogout() {
    // Clearing the session already leads the route guard to /login; navigating covers a failed call too.
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  }

  return (
    <LocalisedDates>
      <AppShell header={{ height: 56 }} padding="md">
        <SkipLink />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Brand to="/dashboard" />
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              {/* On narrow screens only the icons show; aria-label keeps the name for screen readers. */}
              <Button
                component={Link}
                to="/password"
                variant="subtle"
                size="compact-sm"
                aria-label={t('top_bar.change_password')}
                leftSection={<IconKey size={16} aria-hidden />}
              >
                <Box component="span" visibleFrom="sm">
                  {t('top_bar.change_password')}
                </Box>
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={t('top_bar.logout')}
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={onLogout}
                loading={logout.isPending}
              >
                <Box component="span" visibleFrom="sm">
                  {t('top_bar.logout')}
                </Box>
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Container size="lg">
            <Group justify="space-between" align="center" mb="xs" wrap="wrap">
              {/* A greeting, not a section: the page's own title is its first heading. */}
              <Text fz="lg" fw={600}>
                {t('header.welcome', { name: session.user.name || session.user.username })}
              </Text>
              <Text fz="sm" c="dimmed">
                <time dateTime={dayjs().format('YYYY-MM-DD')}>{dayjs().locale(language).format(t('header.date_format'))}</time>
              </Text>
            </Group>
            <nav aria-label={t('nav.label')}>
              <Group gap={4} mb="lg" pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
                {shortcutsFor(session.user, language, 'menu').map((shortcut) => (
                  <ShortcutLink key={shortcut.key} shortcut={shortcut} size="small" />
                ))}
              </Group>
            </nav>
            {/* The skip link's target is the page's own content: the greeting and the menu above share <main> with it. */}
            <Box id={MAIN_ID} tabIndex={-1}>
              <Outlet />
            </Box>
          </Container>
        </AppShell.Main>
      </AppShell>
    </LocalisedDates>
  );
}
