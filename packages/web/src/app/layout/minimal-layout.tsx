import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Suspended } from '../page-loader.tsx';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * docs/spec/part-1.md §2: contact, product, privacy-policy and terms-conditions have no top bar (no product,
 * contact or login links); a slim header keeps the way home and the language choice, since a visitor may
 * arrive here first from a search or a shared link.
 */
export function MinimalLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Brand to="/" />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Container size="lg" py="lg">
          <Suspended>
            <Outlet />
          </Suspended>
        </Container>
      </Box>
      <SiteFooter />
    </Box>
  );
}
