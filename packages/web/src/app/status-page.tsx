import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

export interface StatusPageProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** A page that says what went wrong (not found, not allowed, not loaded) and links back to where to go on. */
export function StatusPage({ title, text, backTo, backLabel }: StatusPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="md" py="xl" align="flex-start">
      <Title order={1}>{title}</Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}
