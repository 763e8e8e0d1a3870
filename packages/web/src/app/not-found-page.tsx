import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" py="xl" align="flex-start">
      <Title order={1}>{t('not_found.title')}</Title>
      <Text>{t('not_found.text')}</Text>
      <Anchor component={Link} to="/dashboard">
        {t('not_found.back')}
      </Anchor>
    </Stack>
  );
}
