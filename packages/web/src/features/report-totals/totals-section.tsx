import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the screen; the title also names the table or figure inside (`aria-labelledby`). */
export function TotalsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm" miw={0}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
