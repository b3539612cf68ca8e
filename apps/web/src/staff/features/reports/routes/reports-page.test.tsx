import type { ReorderList, SalesFigures, SalesReport, StockValuation } from '@aruu/contract/staff-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as ReportsPage } from './reports-page';

function figures(revenue: number, cost: number): SalesFigures {
  return {
    orders: 2,
    units: 3,
    revenue,
    promo_discount: 0,
    points_discount: 0,
    refunds: 0,
    returns: 0,
    returned_units: 0,
    net_revenue: revenue,
    cost,
    unknown_cost_revenue: 0,
    margin: revenue - cost,
    margin_percent: revenue === 0 ? null : Math.round(((revenue - cost) / revenue) * 1000) / 10,
  };
}

const byDay: SalesReport = {
  time_zone: 'Asia/Bishkek',
  grouping: 'day',
  from: '2026-11-01',
  to: '2026-11-03',
  previous_from: '2026-10-29',
  previous_to: '2026-10-31',
  rows: ['2026-11-01', '2026-11-02', '2026-11-03'].map((key, index) => ({
    key,
    label: key,
    sku: null,
    current: figures((index + 1) * 100_000, (index + 1) * 60_000),
    previous: null,
  })),
  total_rows: 3,
  page: 1,
  totals: figures(600_000, 360_000),
  previous_totals: figures(300_000, 180_000),
};

const valuation: StockValuation = {
  locations: [
    {
      location_id: 1,
      name: 'Online warehouse',
      free_units: 10,
      reserved_units: 2,
      value: 120_000,
      unknown_cost_units: 1,
    },
  ],
  total: { free_units: 10, reserved_units: 2, value: 120_000, unknown_cost_units: 1 },
};

const reorder: ReorderList = {
  days: 30,
  location_id: null,
  items: [
    {
      variation_id: 70,
      product_id: 7,
      sku: 'LIP-ROSE',
      title: 'Lipstick',
      variation_name: 'Rose',
      sold: 30,
      free_stock: 3,
      days_of_cover: 3,
    },
  ],
};

describe('the reports page', () => {
  it('charts a period by day, totals it against the previous period, and sorts on the server', async () => {
    const api = fakeApi({
      'GET /staff/reports/sales': byDay,
      'GET /staff/reports/stock-valuation': valuation,
      'GET /staff/reports/reorder': reorder,
    });
    renderComponent(<ReportsPage />, {
      language: 'en',
      app: 'staff',
      at: '/reports?from=2026-11-01&to=2026-11-03&group_by=day',
    });
    expect(await screen.findByRole('img', { name: 'Revenue and margin' })).toBeTruthy();
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    // Revenue doubled on the previous period's 3,000 som.
    expect(within(total).getAllByRole('cell')[2]!.textContent).toMatch(/^6,000\s?som\+100\.0 %$/);
    expect(api.calls('GET /staff/reports/sales')[0]!.query.get('group_by')).toBe('day');

    await userEvent.click(screen.getByRole('button', { name: 'Margin' }));
    await waitFor(() => {
      const query = api.calls('GET /staff/reports/sales').at(-1)!.query;
      expect([query.get('sort'), query.get('dir')]).toEqual(['margin', 'desc']);
    });
    expect(await screen.findByText('LIP-ROSE')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Online warehouse' })).toBeTruthy();
  });
});
