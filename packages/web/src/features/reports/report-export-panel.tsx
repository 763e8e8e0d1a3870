import { EXPORT_LEVELS, type ExportLevel, type ReportListQuery } from '@huella/contracts';
import { Button, Collapse, Group, Paper, Select, Switch, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileExport } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/notifications/notify.ts';
import { useExportReports } from './api.ts';
import { reportExportQuery } from './report-export-query.ts';

function isExportLevel(value: string | null): value is ExportLevel {
  return EXPORT_LEVELS.some((level) => level === value);
}

/** docs/spec/part-1.md §2 "Report list" export panel: level, consolidate, export CSV of what the list shows. */
export function ReportExportPanel({ params }: { params: ReportListQuery }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [opened, setOpened] = useState(false);
  const [level, setLevel] = useState<ExportLevel>('report');
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
        onClick={() => setOpened((open) => !open)}
      >
        {t('downloads.export.panel')}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Paper withBorder p="md" mt="sm">
          <Group align="end" gap="lg">
            <Select
              label={t('downloads.export.level')}
              data={EXPORT_LEVELS.map((value) => ({ value, label: t(`downloads.export.levels.${value}`) }))}
              value={level}
              onChange={(value) => isExportLevel(value) && setLevel(value)}
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
      </Collapse>
    </div>
  );
}
