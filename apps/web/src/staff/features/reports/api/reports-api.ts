import type { ReportGrouping, ReportSort } from '@aruu/contract/staff-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, download, queryKeyOf } from '@/staff/shared/api/client';

export interface SalesQuery {
  from: string;
  to: string;
  group_by: ReportGrouping;
  sort?: ReportSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
}

const defined = (query: object) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

export function useSalesReport(query: SalesQuery) {
  const input = { query: defined(query) as SalesQuery };
  return useQuery({
    queryKey: queryKeyOf('GET /staff/reports/sales', input),
    queryFn: ({ signal }) => call('GET /staff/reports/sales', { ...input, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStockValuation() {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/reports/stock-valuation'),
    queryFn: ({ signal }) => call('GET /staff/reports/stock-valuation', { signal }),
  });
}

export function useReorder(query: { days: number; location_id?: number | undefined }) {
  const input = { query: defined(query) as typeof query };
  return useQuery({
    queryKey: queryKeyOf('GET /staff/reports/reorder', input),
    queryFn: ({ signal }) => call('GET /staff/reports/reorder', { ...input, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The whole report as a file, its headers in the staff member's language. */
export function downloadSales(query: SalesQuery, format: 'csv' | 'xlsx', lang: string) {
  const { page: _page, ...rest } = query;
  return download(
    'GET /staff/reports/sales/export',
    { query: { ...defined(rest), format, lang } },
    `sales-${query.group_by}-${query.from}-${query.to}.${format}`,
  );
}
