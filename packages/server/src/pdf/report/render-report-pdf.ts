import type { Report, ReportTotals, Stage } from '@huella/contracts';
import type { Language } from '../../http/messages.ts';
import { createPdf, numberPages } from '../pdf-document.ts';
import { drawLegsMap, greatCirclePoints, unwrap, type MapLeg, type Point } from './draw-legs-map.ts';
import { drawSharesChart } from './draw-shares-chart.ts';
import { DARK, GREEN, GREY, MARGIN, ensureSpace, heading, innerWidth, pairs, table } from './pdf-layout.ts';
import { reportPdfText } from './report-pdf-text.ts';

// The summary and extended report PDFs (spec part 2 §2.2 "two PDF buttons", §7 "reports pdf"): A4, both
// languages, page numbers, every figure in tonnes as on the totals screen, and — in the extended one —
// everything an auditor needs to trace a figure: inputs, distance and how it was obtained, factors and sources,
// allocation to the cargos, hashes and the methodology.

export type PdfKind = 'summary' | 'extended';

export interface ReportPdfInput {
  report: Report;
  totals: ReportTotals;
  stages: Stage[];
  companyName: string;
  gwpBasis: string;
  generatedAt: Date;
}

/** Transport-type colours of the totals screen: air yellow-green, nautical blue, overland green. */
export const MODE_COLOURS: Record<string, string> = { air: '#94c11f', nautical: '#1c7ed6', overland: '#2f9e44', storage: '#e8590c' };

export function renderReportPdf(kind: PdfKind, language: Language, input: ReportPdfInput): Promise<Buffer> {
  const t = reportPdfText(language);
  const { report, totals } = input;
  const locale = language === 'es' ? 'es-ES' : 'en-GB';
  const tonnes = new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  // Formatters are built once: an Intl.NumberFormat costs more than the hundreds of cells it formats.
  const decimal = (digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
  const [d2, d3, d6] = [decimal(2), decimal(3), decimal(6)];
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const t4 = (kg: number) => tonnes.format(kg / 1000);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

  const { doc, done } = createPdf({
    language,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${kind === 'extended' ? t.extendedTitle : t.title} ${report.reference}`, Subject: report.project_name },
  });

  // Header band.
  doc.rect(0, 0, doc.page.width, 92).fill(GREEN);
  doc.fillColor('white').font('bold').fontSize(20).text(kind === 'extended' ? t.extendedTitle : t.title, MARGIN, 26, { width: innerWidth(doc) });
  doc.font('regular').fontSize(11).text(`${input.companyName} · ${report.reference}`, MARGIN, 56, { width: innerWidth(doc) });
  doc.y = 108;
  doc.fillColor(DARK);
  pairs(doc, [
    [t.project, report.project_name],
    [t.projectReference, report.project_reference || '—'],
    [t.route, `${report.origin || '—'} → ${report.destination || '—'}`],
    [t.date, report.date],
    [t.review, totals.review ? totals.review.title : '—'],
    [t.generated, date.format(input.generatedAt)],
    [t.consolidated, report.consolidated_at ? date.format(new Date(report.consolidated_at)) : t.notConsolidated],
  ]);

  heading(doc, t.footprint);
  const gases: [string, number][] = [
    [t.co2eTotal, totals.CO2_total],
    ['CO₂', totals.CO2],
    ['CH₄', totals.CH4],
    ['N₂O', totals.N2O],
    ['HFCs', totals.HFCS],
    ['PFCs', totals.PFCS],
    ['SF₆', totals.SF6],
    ['NF₃', totals.NF3],
    ['NOx', totals.NOX],
    ['SOx', totals.SOX],
    ['PM', totals.PM],
  ];
  // Two gases a row keeps the summary on one page.
  const half = Math.ceil(gases.length / 2);
  table(
    doc,
    [
      { header: t.gas, width: 0.3 },
      { header: t.tonnes, width: 0.2, align: 'right' },
      { header: t.gas, width: 0.3 },
      { header: t.tonnes, width: 0.2, align: 'right' },
    ],
    gases.slice(0, half).map(([name, kg], i) => {
      const [other, otherKg] = gases[half + i] ?? ['', null];
      return [name, t4(kg), other, otherKg === null ? '' : t4(otherKg)];
    }),
  );

  heading(doc, t.scopes);
  if (totals.only_scope3) {
    table(doc, [{ header: t.scope, width: 0.6 }, { header: 't CO₂e', width: 0.4, align: 'right' }], [[`${t.scope} 3`, t4(totals.scope3)]]);
    doc.font('regular').fontSize(8.5).fillColor(GREY).text(t.onlyScope3, MARGIN, doc.y, { width: innerWidth(doc) });
  } else {
    table(
      doc,
      [
        { header: t.scope, width: 0.6 },
        { header: 't CO₂e', width: 0.4, align: 'right' },
      ],
      [
        [`${t.scope} 1`, t4(totals.scope1)],
        [`${t.scope} 2`, t4(totals.scope2)],
        [`${t.scope} 3`, t4(totals.scope3)],
        [t.total, t4(totals.scope1 + totals.scope2 + totals.scope3)],
      ],
      { boldLast: true },
    );
  }

  const stageLabel = (s: ReportTotals['stages'][number], i: number) => `${i + 1}. ${t.mode[s.kind] ?? s.kind}: ${s.origin || '—'} → ${s.destination || '—'}`;
  heading(doc, t.shares);
  if (!totals.stages.length && !totals.storages.length) {
    doc.font('regular').fontSize(9).fillColor(GREY).text(t.noStages, MARGIN, doc.y);
  } else {
    drawSharesChart(
      doc,
      [
        ...totals.stages.map((s, i) => ({ label: stageLabel(s, i), value: s.CO2_total, colour: MODE_COLOURS[s.transport_type] ?? DARK })),
        ...totals.storages.map((s) => ({ label: `${t.storage}: ${s.warehouse_name}`, value: s.CO2_total, colour: MODE_COLOURS.storage as string })),
      ],
      (share) => percent.format(share),
    );
  }

  // The heading stays with its map.
  ensureSpace(doc, 222);
  heading(doc, t.map);
  const legs: MapLeg[] = totals.stages.flatMap((s) => {
    const colour = MODE_COLOURS[s.transport_type] ?? DARK;
    if (s.geometry?.length) return [{ colour, points: s.geometry as Point[] }];
    if (!s.origin_location || !s.destination_location) return [];
    const a: Point = [s.origin_location.lng, s.origin_location.lat];
    const b: Point = [s.destination_location.lng, s.destination_location.lat];
    return [{ colour, points: s.transport_type === 'air' ? greatCirclePoints(a, b) : unwrap([a, b]), dashed: s.transport_type === 'air' }];
  });
  const markers = totals.storages.flatMap((s) => (s.place_location ? [{ point: [s.place_location.lng, s.place_location.lat] as Point, colour: MODE_COLOURS.storage as string }] : []));
  drawLegsMap(doc, { x: MARGIN, y: doc.y, width: innerWidth(doc), height: 180 }, legs, markers);
  doc.y += 188;

  if (kind === 'extended') {
    const stageById = new Map(input.stages.map((s) => [s.id, s]));
    const number = d3;
    totals.stages.forEach((s, i) => {
      doc.addPage();
      doc.y = MARGIN;
      heading(doc, `${t.stage} ${stageLabel(s, i)}`, 12);
      const body = stageById.get(s.id);
      const label = (field: string) => t.field[field] ?? field;
      const inputs: [string, string][] = [
        [t.details, s.transport_details || '—'],
        [t.distance, `${number.format(s.distance)} km — ${t.distanceMethod[s.distance_method] ?? s.distance_method}`],
        [t.operatedBy, t.operated[s.operated_by] ?? s.operated_by],
        [t.method, s.method],
      ];
      if (body?.capacity_load != null) inputs.push([label('capacity_load'), `${number.format(body.capacity_load)} t`]);
      if (body?.vehicles_number != null) inputs.push([label('vehicles_number'), String(body.vehicles_number)]);
      if (body?.gross_tonnage != null) inputs.push([label('gross_tonnage'), number.format(body.gross_tonnage)]);
      if (body?.total_load != null) inputs.push([label('total_load'), number.format(body.total_load)]);
      if (body?.port_operations) inputs.push([label('port_operations'), body.port_operations]);
      if (body?.LTO != null) inputs.push([label('LTO'), String(body.LTO)]);
      if (body?.avoid?.length) inputs.push([label('avoid'), body.avoid.join(', ')]);
      doc.font('bold').fontSize(10).fillColor(DARK).text(t.inputs, MARGIN, doc.y);
      pairs(doc, inputs);
      doc.moveDown(0.4);
      table(
        doc,
        [
          { header: t.figures, width: 0.6 },
          { header: 't CO₂e', width: 0.4, align: 'right' },
        ],
        [
          [t.ttw, t4(s.co2e_ttw)],
          [t.wtt, t4(s.co2e_wtt)],
          [t.wtw, t4(s.CO2_total)],
          [t.activity, number.format(s.tkm)],
          [t.intensity, s.intensity_g_per_tkm === null ? '—' : d2.format(s.intensity_g_per_tkm)],
        ],
      );
      doc.font('bold').fontSize(10).fillColor(DARK).text(t.factors, MARGIN, doc.y);
      table(
        doc,
        [
          { header: t.factorKey, width: 0.38 },
          { header: t.value, width: 0.16, align: 'right' },
          { header: t.unit, width: 0.2 },
          { header: t.source, width: 0.26 },
        ],
        s.factors_used.map((f) => [f.key, d6.format(f.value), f.unit, f.source]),
        { fontSize: 8 },
      );
      doc.font('bold').fontSize(10).fillColor(DARK).text(t.allocation, MARGIN, doc.y);
      table(
        doc,
        [
          { header: t.cargo, width: 0.14 },
          { header: t.material, width: 0.3 },
          { header: t.mass, width: 0.18, align: 'right' },
          { header: t.share, width: 0.16, align: 'right' },
          { header: 't CO₂e', width: 0.22, align: 'right' },
        ],
        s.cargos.map((c) => {
          const share = s.CO2_total > 0 ? c.CO2_total / s.CO2_total : 0;
          return [c.reference, c.commodity ?? '—', number.format(c.weight), percent.format(share), t4(c.CO2_total)];
        }),
        { fontSize: 8.5 },
      );
    });

    if (totals.storages.length) {
      doc.addPage();
      doc.y = MARGIN;
      heading(doc, t.storages, 12);
      table(
        doc,
        [
          { header: t.warehouse, width: 0.3 },
          { header: t.operatedBy, width: 0.24 },
          { header: t.energy, width: 0.24 },
          { header: 't CO₂e', width: 0.22, align: 'right' },
        ],
        totals.storages.map((s) => [
          `${s.warehouse_name}${s.place ? `\n${s.place}` : ''}`,
          t.operated[s.type] ?? s.type,
          `${number.format(s.electricity_kwh)} kWh\n${number.format(s.diesel_l)} l`,
          t4(s.CO2_total),
        ]),
      );
    }

    heading(doc, t.traceability);
    pairs(doc, [
      [t.inputHash, totals.input_hash ?? '—'],
      [t.reviewHash, totals.review?.content_hash ?? '—'],
      [t.calculatedAt, totals.calculated_at ? date.format(new Date(totals.calculated_at)) : '—'],
    ], 8.5);
    heading(doc, t.methodology);
    doc.font('regular').fontSize(9).fillColor(DARK).text(t.methodologyText(input.gwpBasis), MARGIN, doc.y, { width: innerWidth(doc), lineGap: 2 });
  }

  // Page numbers, written once every page exists (bufferPages).
  numberPages(doc, `Huella · ${report.reference}`, t.page, MARGIN, GREY);
  doc.end();
  return done;
}
