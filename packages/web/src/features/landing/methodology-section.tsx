import { Anchor, Box, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section.tsx';

const SCOPES = ['1', '2', '3'] as const;

/** The standards, WTW = TTW + WTT, gases and scopes (docs/methodology.md, conformance statement). */
export function MethodologySection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="methodology" title={t('landing.method_title')} lead={t('landing.method_lead')} tinted>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder radius="md" p="lg">
          <Title order={3} fz="lg">
            {t('landing.standards_title')}
          </Title>
          <Text c="gray.7" mt="xs">
            {t('landing.standards_text')}
          </Text>
          <Group gap="md" mt="sm">
            <Anchor href="https://www.iso.org/standard/78864.html" target="_blank" rel="noopener noreferrer" fz="sm">
              {t('landing.standards_iso_link')}
            </Anchor>
            <Anchor href="https://www.smartfreightcentre.org/" target="_blank" rel="noopener noreferrer" fz="sm">
              {t('landing.standards_glec_link')}
            </Anchor>
          </Group>
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={3} fz="lg">
            {t('landing.wtw_title')}
          </Title>
          <Box
            my="sm"
            py="sm"
            px="md"
            bg="huella.0"
            style={{ borderRadius: 'var(--mantine-radius-md)', fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)', textAlign: 'center' }}
          >
            <abbr title={t('landing.wtw_full')}>WTW</abbr> = <abbr title={t('landing.ttw_full')}>TTW</abbr> + <abbr title={t('landing.wtt_full')}>WTT</abbr>
          </Box>
          <Text c="gray.7">{t('landing.wtw_text')}</Text>
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={3} fz="lg">
            {t('landing.scopes_title')}
          </Title>
          <Stack gap="xs" mt="sm">
            {SCOPES.map((scope) => (
              <Group key={scope} gap="sm" wrap="nowrap" align="flex-start">
                <Text span fw={700} c="huella.8" miw={80} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                  {t('landing.scope_label', { scope })}
                </Text>
                <Text span c="gray.7">
                  {t(`landing.scope_${scope}_text`)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Text c="gray.7" fz="sm" mt="sm">
            {t('landing.scopes_note')}
          </Text>
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={3} fz="lg">
            {t('landing.gases_title')}
          </Title>
          <Text c="gray.7" mt="xs">
            {t('landing.gases_text')}
          </Text>
          <List size="sm" mt="sm" spacing={4} c="gray.7">
            <List.Item>{t('landing.gases_item_ghg')}</List.Item>
            <List.Item>{t('landing.gases_item_pollutants')}</List.Item>
            <List.Item>{t('landing.gases_item_intensity')}</List.Item>
          </List>
        </Card>
      </SimpleGrid>
    </LandingSection>
  );
}
