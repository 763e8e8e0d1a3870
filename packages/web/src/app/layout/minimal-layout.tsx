import { Box, Container, Group } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../page-loader.tsx';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * docs/spec/part-1.md §2: contact, product, privacy-policy and terms-conditions have no top bar (no product,
 * contact or login links); a slim header keeps the way home and the language choice, since a visitor may
 * arrive here first from a search or a shared link.
 */
export function MinimalLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Brand to="/" />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      {/*
        The footer comes with the page, not before it: under the loader it stood at the window's foot, and the page,
        once loaded, pushed it out of the window (a layout shift of up to 0.17 on a phone).
      */}
      <Suspense fallback={<MainRegion><PageLoading /></MainRegion>}>
        <MainRegion>
          <Outlet />
        </MainRegion>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}

function MainRegion({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }}>
      <Container size="lg" py="lg">
        {children}
      </Container>
    </Box>
  );
}
