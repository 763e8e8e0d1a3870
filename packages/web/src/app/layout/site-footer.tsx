import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { key: 'legal_notice', to: '/legal-notice' },
  { key: 'privacy', to: '/privacy-policy' },
  { key: 'terms', to: '/terms-conditions' },
  { key: 'contact', to: '/contact' },
] as const;

/** docs/spec/part-1.md §1: the public site's footer shows the copyright and the legal-notice link. */
export function SiteFooter() {
  const { t } = useTranslation();
  const [year] = useState(() => new Date().getFullYear());
  return (
    <Box component="footer" py="lg" mt="xl" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('footer.copyright', { year })}
          </Text>
          <Group component="nav" aria-label={t('footer.nav_label')} gap="md">
            {LINKS.map((link) => (
              <Anchor key={link.key} component={Link} to={link.to} fz="sm" c="gray.8">
                {t(`footer.${link.key}`)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
