import type { GroupByAnswer } from '@huella/contracts';
import { Alert, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ResultSectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** Whether the answer has nothing to show. */
  isEmpty: (answer: T) => boolean;
  children: (answer: T) => ReactNode;
  /**
   * The answer is a paged table that shows its own loading state: keep it on screen while another page loads,
   * and show the spinner only before the first answer.
   */
  keepWhileFetching?: boolean;
}

/** Room a section keeps while it loads, so the page does not jump when its figures come. */
const LOADING_HEIGHT = 200;

/**
 * docs/spec/part-2.md §2.7: each part of the results has its own spinner while it loads and a notice when nothing
 * was recorded; a part that failed says so (the error notice names why).
 */
export function ResultSection<T>({ title, query, isEmpty, children, keepWhileFetching = false }: ResultSectionProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  let content: ReactNode = null;
  if (query.isPending && !query.isFetching) {
    // A query without its dates is not run: say what it waits for.
    content = <Text size="sm">{t('statistics.not_refreshed')}</Text>;
  } else if (keepWhileFetching ? query.isPending : query.isFetching) {
    content = (
      <Center mih={LOADING_HEIGHT}>
        <Loader aria-label={t('statistics.loading', { section: title })} />
      </Center>
    );
  } else if (query.isError) {
    content = (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('statistics.load_failed')}
      </Alert>
    );
  } else if (query.data !== undefined) {
    content = isEmpty(query.data) ? (
      <NoDataNotice />
    ) : (
      children(query.data)
    );
  }
  return (
    <Paper component="section" aria-labelledby={titleId} aria-busy={query.isFetching} withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}

/**
 * docs/spec/part-2.md §2.7 no-data notice. A status (`<output>`), not an alert: it is what the refresh found, said
 * once and politely, and it stays on the page.
 */
export function NoDataNotice() {
  const { t } = useTranslation();
  return (
    <Paper component="output" display="block" bg="gray.1" p="sm" radius="sm">
      <Group gap="xs" wrap="nowrap">
        <IconInfoCircle size={18} aria-hidden />
        <Text size="sm">{t('statistics.no_data')}</Text>
      </Group>
    </Paper>
  );
}

/** An answer of emissions_dynamic_group_by with no group that emitted or carried anything. */
export function noGroups(answer: GroupByAnswer): boolean {
  return !answer.groups.some((group) => group.CO2_total !== 0 || group.tkm !== 0);
}
