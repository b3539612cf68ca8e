import type { Language } from '@aruu/contract/common';
import type { SalesFigures, SalesReport } from '@aruu/contract/staff-reports';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from '../catalog-import/exceljs.js';
import { type ReportTexts, reportTexts } from './report-texts.js';

type Kind = 'money' | 'units' | 'percent';

/** The figures a file carries, in this order; money in som (the cells hold numbers, not text). */
const columns: Array<{ metric: keyof SalesFigures; kind: Kind }> = [
  { metric: 'orders', kind: 'units' },
  { metric: 'units', kind: 'units' },
  { metric: 'revenue', kind: 'money' },
  { metric: 'promo_discount', kind: 'money' },
  { metric: 'points_discount', kind: 'money' },
  { metric: 'refunds', kind: 'money' },
  { metric: 'returns', kind: 'money' },
  { metric: 'returned_units', kind: 'units' },
  { metric: 'net_revenue', kind: 'money' },
  { metric: 'cost', kind: 'money' },
  { metric: 'unknown_cost_revenue', kind: 'money' },
  { metric: 'margin', kind: 'money' },
  { metric: 'margin_percent', kind: 'percent' },
];

const numberFormats: Record<Kind, string> = { money: '#,##0.00', units: '#,##0', percent: '0.0' };

const cellValue = (figures: SalesFigures, metric: keyof SalesFigures, kind: Kind) => {
  const value = figures[metric];
  if (value === null) return null;
  return kind === 'money' ? value / 100 : value;
};

interface Table {
  headers: string[];
  kinds: Array<Kind | 'text'>;
  rows: Array<Array<string | number | null>>;
}

/** The report as a table: the group, its SKU (variations), this period's figures, the previous net revenue and margin. */
function table(report: SalesReport, texts: ReportTexts): Table {
  const withSku = report.grouping === 'variation';
  const withPrevious = report.rows.some((row) => row.previous !== null);
  const previousColumns = withPrevious
    ? columns.filter(({ metric }) => metric === 'net_revenue' || metric === 'margin')
    : [];
  const headers = [
    texts.grouping[report.grouping],
    ...(withSku ? [texts.sku] : []),
    ...columns.map(({ metric }) => texts.headers[metric as keyof ReportTexts['headers']]),
    ...previousColumns.map(
      ({ metric }) => `${texts.headers[metric as keyof ReportTexts['headers']]} (${texts.headers.previous})`,
    ),
  ];
  const kinds: Table['kinds'] = [
    'text',
    ...(withSku ? (['text'] as const) : []),
    ...columns.map(({ kind }) => kind),
    ...previousColumns.map(({ kind }) => kind),
  ];
  const line = (label: string, sku: string | null, current: SalesFigures, previous: SalesFigures | null) => [
    label,
    ...(withSku ? [sku] : []),
    ...columns.map(({ metric, kind }) => cellValue(current, metric, kind)),
    ...previousColumns.map(({ metric, kind }) => (previous ? cellValue(previous, metric, kind) : null)),
  ];
  const rows = report.rows.map((row) => line(row.label, row.sku, row.current, row.previous));
  rows.push(line(texts.total, null, report.totals, withPrevious ? report.previous_totals : null));
  return { headers, kinds, rows };
}

export function salesCsv(report: SalesReport, lang: Language): Buffer {
  const { headers, rows } = table(report, reportTexts[lang]);
  return Buffer.from(stringify([headers, ...rows], { bom: true }));
}

export async function salesXlsx(report: SalesReport, lang: Language): Promise<Buffer> {
  const texts = reportTexts[lang];
  const { headers, kinds, rows } = table(report, texts);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.grouping[report.grouping].slice(0, 31));
  sheet.addRow([`${report.from} — ${report.to}`]);
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  for (const values of rows) sheet.addRow(values);
  sheet.getRow(sheet.rowCount).font = { bold: true };
  kinds.forEach((kind, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = kind === 'text' ? 40 : 16;
    if (kind !== 'text') column.numFmt = numberFormats[kind];
  });
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
