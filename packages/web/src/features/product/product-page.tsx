import '../../i18n/strings/product-strings.ts';
import { Button, Card, Grid, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconChartDots, IconDatabase, IconFlame, IconListCheck, IconMail, IconShieldLock, IconTargetArrow } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-meta.ts';
import { BackButton } from '../../components/back-button.tsx';
import { FlyerLink } from '../landing/flyer-link.tsx';

const STEPS = ['1', '2', '3', '4'] as const;
const RESULTS = ['wtw', 'gases', 'scopes', 'intensity', 'trace'] as const;

const TOPICS: { key: string; icon: ReactNode }[] = [
  { key: 'audience', icon: <IconTargetArrow size={22} /> },
  { key: 'factors', icon: <IconDatabase size={22} /> },
  { key: 'consumptions', icon: <IconFlame size={22} /> },
  { key: 'analysis', icon: <IconChartDots size={22} /> },
  { key: 'security', icon: <IconShieldLock size={22} /> },
  { key: 'integration', icon: <IconApi size={22} /> },
];

/** docs/spec/part-1.md §2: `/product`, the product described in depth; no top bar, a way back. */
export function ProductPage() {
  const { t } = useTranslation();
  usePageMeta(t('product.meta_title'), t('product.meta_description'));
  return (
    <Stack gap="xl">
      <div>
        <BackButton />
      </div>
      <div>
        <Title order={1} fz={{ base: 30, sm: 40 }} c="huella.9">
          {t('product.title')}
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" mt="sm" maw={820}>
          {t('product.lead')}
        </Text>
      </div>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack component="section" gap="sm" aria-labelledby="product-steps">
            <Title order={2} id="product-steps">
              {t('product.steps_title')}
            </Title>
            <List type="ordered" spacing="sm">
              {STEPS.map((step) => (
                <List.Item key={step}>
                  <Text span fw={600}>
                    {t(`product.step_${step}_title`)}
                  </Text>{' '}
                  <Text span c="gray.7">
                    {t(`product.step_${step}_text`)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card component="section" withBorder radius="md" p="lg" bg="huella.0" aria-labelledby="product-results">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="white" size={36} radius="md" aria-hidden>
                <IconListCheck size={22} />
              </ThemeIcon>
              <Title order={2} fz="h3" id="product-results">
                {t('product.results_title')}
              </Title>
            </Group>
            <List spacing={6} mt="sm">
              {RESULTS.map((result) => (
                <List.Item key={result}>{t(`product.result_${result}`)}</List.Item>
              ))}
            </List>
          </Card>
        </Grid.Col>
      </Grid>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="xl">
        {TOPICS.map((topic) => (
          <Stack key={topic.key} component="section" gap={6} aria-labelledby={`product-${topic.key}`}>
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
              {topic.icon}
            </ThemeIcon>
            <Title order={2} fz="h4" id={`product-${topic.key}`}>
              {t(`product.${topic.key}_title`)}
            </Title>
            <Text c="gray.7">{t(`product.${topic.key}_text`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Card component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-labelledby="product-cta">
        <Title order={2} id="product-cta">
          {t('product.cta_title')}
        </Title>
        <Text c="gray.7" mt="xs" maw={720}>
          {t('product.cta_text')}
        </Text>
        <Group gap="sm" mt="md">
          <Button component={Link} to="/contact" leftSection={<IconMail size={18} aria-hidden />}>
            {t('product.cta_contact')}
          </Button>
          <FlyerLink variant="default" />
        </Group>
      </Card>
    </Stack>
  );
}
