import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormCardProps {
  /** The page's heading: "New material", "Edit center". */
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  /** The card's widest, in pixels. */
  maw?: number;
  children: ReactNode;
}

/** A record's form page: its heading, its inputs, then Cancel and Save (users, materials, the configuration lookups). */
export function FormCard({ title, onSubmit, onCancel, saving, maw = 640, children }: FormCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw={maw}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
