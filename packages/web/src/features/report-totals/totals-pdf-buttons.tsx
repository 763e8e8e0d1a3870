import type { ReportPdfInput } from '@huella/contracts';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadReportPdf } from './api.ts';

const PDF_TYPES = ['summary', 'extended'] as const satisfies readonly Required<ReportPdfInput>['type'][];

/** docs/spec/part-2.md §2.2: summary and extended PDFs, in the language the user reads the screen in. */
export function TotalsPdfButtons({ reportId }: { reportId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return PDF_TYPES.map((type) => (
    <Button key={type} variant="default" leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => downloadReportPdf(reportId, { type, language })}>
      {t(`downloads.pdf.${type}`)}
    </Button>
  ));
}
