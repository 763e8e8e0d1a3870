import { Anchor, Group, Text } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { Link } from 'react-router';

export function Brand({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" aria-label="Huella">
      <Group gap={6} wrap="nowrap">
        <IconLeaf size={26} aria-hidden color="var(--mantine-color-huella-7)" />
        <Text span fw={800} fz="lg" c="huella.9">
          Huella
        </Text>
      </Group>
    </Anchor>
  );
}
