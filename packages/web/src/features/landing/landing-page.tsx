import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/use-page-meta.ts';
import { FlyerLink } from './flyer-link.tsx';
import { InfoRequestForm } from './info-request-form.tsx';
import { LandingHero } from './landing-hero.tsx';
import { MethodologySection } from './methodology-section.tsx';
import { TransportModesSection } from './transport-modes-section.tsx';
import { WorkflowSection } from './workflow-section.tsx';

/** docs/spec/part-1.md §1–§2: the public product page at `/`. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageMeta(t('landing.meta_title'), t('landing.meta_description'));
  return (
    <>
      <LandingHero />
      <TransportModesSection />
      <MethodologySection />
      <WorkflowSection />
      <Box component="section" id="info-request" aria-label={t('landing.form_region')} py={{ base: 40, sm: 64 }} bg="gray.0">
        <Container size="lg">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <InfoRequestForm />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="sm">
                <IconFileTypePdf size={40} aria-hidden color="var(--mantine-color-huella-7)" />
                <Title order={2} fz="xl">
                  {t('landing.flyer_title')}
                </Title>
                <Text c="gray.7">{t('landing.flyer_text')}</Text>
                <Box>
                  <FlyerLink />
                </Box>
              </Stack>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
