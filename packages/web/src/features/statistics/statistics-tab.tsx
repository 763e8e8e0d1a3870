import type { FilterTemplate, StatisticsTopic } from '@huella/contracts';
import { Accordion, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys.ts';
import { DateRangePicker } from '../../components/date-range-picker/date-range-picker.tsx';
import { notifyError } from '../../components/notifications/notify.ts';
import { SEARCH_DEBOUNCE_MS } from '../../components/search-input.tsx';
import { exportMetric, useFilterTemplates } from './api.ts';
import { FilterFields } from './filter-fields.tsx';
import { exportParams, requiredDates } from './statistics-query.ts';
import { hasSubViews, initialValues, SUB_VIEWS, type StatisticsValues, type SubView } from './statistics-values.ts';
import { TemplateForm } from './template-form.tsx';
import { TemplateSelect } from './template-select.tsx';
import { fromTemplateFilters, toTemplateFilters } from './template-filters.ts';
import { TopicResults } from './topic-results.tsx';
import { useReportIdsOf } from './use-report-ids.ts';

export interface StatisticsTabProps {
  topic: StatisticsTopic;
  allowedTags: readonly string[];
}

/** Values compared field by field: a refresh with unchanged filters reloads the figures instead of keeping them. */
function sameValues(a: StatisticsValues, b: StatisticsValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * One tab of docs/spec/part-2.md §2.7: an accordion with the saved templates, the filters, the date range, Refresh
 * and the CSV export, and a second item with the template form (§2.8); the results below show what the last
 * refresh asked for (`applied`), so editing a filter changes nothing until Refresh.
 */
export function StatisticsTab({ topic, allowedTags }: StatisticsTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [today] = useState(() => new Date());
  const [values, setValues] = useState(() => initialValues(allowedTags, today));
  const [applied, setApplied] = useState(values);
  const [templateSearch, setTemplateSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(templateSearch.trim(), SEARCH_DEBOUNCE_MS);
  const templates = useFilterTemplates(topic, debouncedSearch);
  const [chosenTemplate, setChosenTemplate] = useState<FilterTemplate | null>(null);
  const reportIds = useReportIdsOf(values.references);

  /** docs/spec/part-2.md §5, §8: both dates, or an 'Empty field' notice and nothing sent. */
  function datesGiven(next: StatisticsValues): boolean {
    if (requiredDates(next.dates).ok) return true;
    notifyError(t('statistics.dates_required'), t('statistics.empty_field'));
    return false;
  }

  function refresh() {
    if (!datesGiven(values)) return;
    if (sameValues(values, applied)) void queryClient.invalidateQueries({ queryKey: queryKeys.statistics.all });
    else setApplied(values);
  }

  function exportCsv() {
    if (!datesGiven(values)) return;
    const params = exportParams(topic, values, reportIds);
    if (params) exportMetric(params);
  }

  function applyTemplate(template: FilterTemplate | null) {
    setChosenTemplate(template);
    if (!template) return;
    // docs/spec/part-2.md §2.8: choosing a template applies its filters; a saved preset covers its period as of today.
    const next = fromTemplateFilters(topic, template.filters, allowedTags, new Date());
    setValues(next);
    if (requiredDates(next.dates).ok) setApplied(next);
  }

  // An updater, not the values of this render: two changes before React renders again must not undo each other.
  function change(patch: Partial<StatisticsValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function changeView(view: SubView) {
    change({ view });
    // The toggle changes what the results show (docs/spec/part-2.md §4), with the filters last refreshed.
    setApplied((current) => ({ ...current, view }));
  }

  const accordionId = `stats-${topic}`;
  return (
    <Stack gap="md">
      <Accordion multiple defaultValue={['filters']} variant="separated" id={accordionId}>
        <Accordion.Item value="filters">
          <Accordion.Control>{t('statistics.accordion.filters')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              <TemplateSelect
                templates={templates.data ?? []}
                loading={templates.isFetching}
                value={chosenTemplate}
                search={templateSearch}
                onSearchChange={setTemplateSearch}
                onChange={applyTemplate}
              />
              <FilterFields topic={topic} values={values} onChange={change} allowedTags={allowedTags} />
              <Group align="end" gap="md">
                <DateRangePicker label={t('statistics.filters.dates')} value={values.dates} onChange={(dates) => change({ dates })} />
                <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh}>
                  {t('statistics.refresh')}
                </Button>
                <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCsv}>
                  {t('statistics.export')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {topic === 'emissions_projects' ? t('statistics.export_hint_projects') : t('statistics.export_hint')}
              </Text>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="template">
          <Accordion.Control>{t('statistics.accordion.template')}</Accordion.Control>
          <Accordion.Panel>
            <TemplateForm
              // A template chosen, or none: the form starts from its name and description.
              key={chosenTemplate?.id ?? 'new'}
              topic={topic}
              template={chosenTemplate}
              filters={() => toTemplateFilters(topic, values, new Date())}
              onSaved={setChosenTemplate}
              onDeleted={() => applyTemplate(null)}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {hasSubViews(topic) ? (
        <SegmentedControl
          aria-label={t('statistics.view.label')}
          value={values.view}
          onChange={(view) => changeView(SUB_VIEWS.find((candidate) => candidate === view) ?? 'material_transport')}
          data={SUB_VIEWS.map((view) => ({
            value: view,
            label: view === 'material_transport' && topic === 'emissions_tags' ? t('statistics.view.tag_transport') : t(`statistics.view.${view}`),
          }))}
          // On a phone the two choices share the width and their names wrap, rather than widening the page.
          styles={{ root: { alignSelf: 'flex-start', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
        />
      ) : null}
      <TopicResults topic={topic} values={applied} />
    </Stack>
  );
}
