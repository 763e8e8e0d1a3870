import { Box, Container, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One band of the landing page: a heading (which names the region), an optional lead and its content. */
export function LandingSection(props: { id: string; title: string; lead?: string; tinted?: boolean; children: ReactNode }) {
  const headingId = `${props.id}-title`;
  return (
    <Box component="section" id={props.id} aria-labelledby={headingId} py={{ base: 40, sm: 64 }} bg={props.tinted ? 'gray.0' : undefined}>
      <Container size="lg">
        <Title order={2} id={headingId} fz={{ base: 26, sm: 32 }}>
          {props.title}
        </Title>
        {props.lead ? (
          <Text fz="lg" c="gray.7" mt="sm" maw={760}>
            {props.lead}
          </Text>
        ) : null}
        <Box mt="xl">{props.children}</Box>
      </Container>
    </Box>
  );
}

/** An icon, a short heading and a paragraph: the unit the landing's sections are made of. */
export function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box>
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={3} fz="lg" mt="sm">
        {title}
      </Title>
      <Text c="gray.7" mt={6}>
        {children}
      </Text>
    </Box>
  );
}
