import { Alert, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../app/use-page-meta.ts';
import { FlyerLink } from './flyer-link.tsx';
import { InfoRequestForm } from './info-request-form.tsx';
import { LandingHero } from './landing-hero.tsx';
import { MethodologySection } from './methodology-section.tsx';
import { TransportModesSection } from './transport-modes-section.tsx';
import { WorkflowSection } from './workflow-section.tsx';

/** Spec part 1 §1–§2: the public product page at `/`. */
export function LandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageMeta(t('landing.meta_title'), t('landing.meta_description'));
  // The role guard sends users here with `?redirect=` when a page needs super or admin (spec part 1 §2).
  const refused = params.get('redirect');
  return (
    <>
      {refused ? (
        <Container size="lg" pt="md">
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t('landing.refused_title')}>
            {t('landing.refused', { path: refused })}
          </Alert>
        </Container>
      ) : null}
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
