import { AppShell, Box, Button, Container, Group } from '@mantine/core';
import { IconInfoCircle, IconLogin, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';

interface TopBarLinkProps {
  to: string;
  icon: ReactNode;
  label: string;
  variant?: 'subtle' | 'filled';
  textFrom?: 'xs' | 'sm';
}

function TopBarLink({ to, icon, label, variant = 'subtle', textFrom = 'sm' }: TopBarLinkProps) {
  // On narrow screens only the icon shows; aria-label keeps the name for screen readers.
  return (
    <Button component={Link} to={to} variant={variant} size="compact-sm" aria-label={label} title={label}>
      {icon}
      <Box component="span" visibleFrom={textFrom} ml={6}>
        {label}
      </Box>
    </Button>
  );
}

/**
 * Top bar of the public pages (docs/spec/part-1.md §2): brand, links to the product and contact pages, the
 * language switch and (except on /login itself) a login link; the site footer below. `fullWidth` lets the
 * landing page run its sections edge to edge.
 */
export function PublicLayout({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AppShell header={{ height: 56 }} padding={fullWidth ? 0 : 'md'}>
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Brand to="/" />
          <Group gap={6} wrap="nowrap">
            <Group component="nav" aria-label={t('landing.nav_label')} gap={2} wrap="nowrap">
              <TopBarLink to="/product" icon={<IconInfoCircle size={16} aria-hidden />} label={t('landing.nav_product')} />
              <TopBarLink to="/contact" icon={<IconMail size={16} aria-hidden />} label={t('landing.nav_contact')} />
            </Group>
            <LanguageSwitch />
            {pathname === '/login' ? null : (
              <TopBarLink to="/login" variant="filled" textFrom="xs" icon={<IconLogin size={16} aria-hidden />} label={t('landing.login')} />
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {fullWidth ? (
          <Outlet />
        ) : (
          <Container size="md">
            <Outlet />
          </Container>
        )}
      </AppShell.Main>
      {/* Outside <main>, so it is the page's contentinfo landmark. */}
      <SiteFooter />
    </AppShell>
  );
}
