import { enumLabel, toLabelLanguage, type ExportLevel, type ReportListQuery, type ReportType } from '@huella/contracts';
import { Button, Collapse, Group, Paper, Select, Switch, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileExport } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/notifications/notify.ts';
import { useExportReports } from './api.ts';
import { reportExportQuery } from './report-export-query.ts';

/** docs/spec/part-1.md §2 and docs/spec/part-2.md §2.4: the rows each list's export offers; the first is the default. */
export const EXPORT_LEVELS_OF = {
  transport: ['report', 'stage', 'cargo', 'storage'],
  consumption: ['consumption', 'voyage'],
} as const satisfies Record<ReportType, readonly [ExportLevel, ...ExportLevel[]]>;

export interface ReportExportPanelProps {
  params: ReportListQuery;
  type: ReportType;
}

/** docs/spec/part-1.md §2 "Report list" export panel: level, consolidate, export CSV of what the list shows. */
export function ReportExportPanel({ params, type }: ReportExportPanelProps) {
  const { t, i18n } = useTranslation();
  const panelId = useId();
  const levels: readonly ExportLevel[] = EXPORT_LEVELS_OF[type];
  const [opened, setOpened] = useState(false);
  // The panel's fields (a select and its list, a switch) are built the first time it opens, not with every list
  // (issue #21); once built they stay, so closing it animates as before.
  const [built, setBuilt] = useState(false);
  const [level, setLevel] = useState<ExportLevel>(EXPORT_LEVELS_OF[type][0]);
  const [consolidate, setConsolidate] = useState(false);
  const exportReports = useExportReports();

  function start() {
    const result = reportExportQuery(params, { level, consolidate });
    // docs/spec/part-1.md §5, §8: nothing is sent; the notice is titled 'Empty field' and names the date.
    if (!result.ok) notifyError(t('downloads.export.date_required'), t('downloads.export.empty_field'));
    else exportReports(result.query);
  }

  return (
    <div>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        rightSection={<IconChevronDown size={16} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => {
          setBuilt(true);
          setOpened((open) => !open);
        }}
      >
        {t('downloads.export.panel')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        {built ? (
          <Paper withBorder p="md" mt="sm">
            <Group align="end" gap="lg">
              <Select
                label={t('downloads.export.level')}
                data={levels.map((value) => ({ value, label: enumLabel('export_level', value, toLabelLanguage(i18n.language)) }))}
                value={level}
                onChange={(value) => {
                  const chosen = levels.find((candidate) => candidate === value);
                  if (chosen) setLevel(chosen);
                }}
                allowDeselect={false}
                w={200}
              />
              <Switch
                label={t('downloads.export.consolidate')}
                description={t('downloads.export.consolidate_hint')}
                checked={consolidate}
                onChange={(event) => setConsolidate(event.currentTarget.checked)}
                maw={340}
              />
              <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={start}>
                {t('downloads.export.action')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed" mt="sm">
              {t('downloads.export.scope')}
            </Text>
          </Paper>
        ) : null}
      </Collapse>
    </div>
  );
}
