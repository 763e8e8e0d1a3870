import { Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExampleReportCard } from './example-report-card.tsx';
import { FlyerLink } from './flyer-link.tsx';

export function LandingHero() {
  const { t } = useTranslation();
  return (
    <Box
      py={{ base: 40, sm: 80 }}
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-huella-0) 0%, var(--mantine-color-white) 70%)' }}
    >
      <Container size="lg">
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Text
                fz="sm"
                fw={700}
                c="huella.9"
                bg="huella.1"
                px="sm"
                py={4}
                style={{ alignSelf: 'flex-start', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                {t('landing.hero_badge')}
              </Text>
              <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15} c="huella.9">
                {t('landing.hero_title')}
              </Title>
              <Text fz={{ base: 'md', sm: 'xl' }} c="gray.8">
                {t('landing.hero_lead')}
              </Text>
              <Group gap="sm">
                <Button component="a" href="#info-request" size="md" leftSection={<IconMessage size={18} aria-hidden />}>
                  {t('landing.cta_request')}
                </Button>
                <Button component={Link} to="/product" size="md" variant="default" rightSection={<IconArrowRight size={18} aria-hidden />}>
                  {t('landing.cta_product')}
                </Button>
              </Group>
              <Box>
                <FlyerLink variant="white" />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <ExampleReportCard />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
