import type { staffDashboard as ru } from './ru';

export const staffDashboard: typeof ru = {
  title: 'Dashboard',
  today: 'Today',
  last30: 'Last 30 days',
  orders: 'Orders',
  revenue: 'Revenue',
  average: 'Average order',
  paidUnpaid: 'Paid / not paid',
  chartTitle: 'Revenue by day, last 30 days',
  bar: '{{date}}: {{orders}} orders, revenue {{revenue}}',
  waiting: 'Waiting for action',
  status: {
    processed: 'Placed, not paid',
    pay: 'Paid, to assemble',
    assembly: 'In assembly',
    delivery: 'Out for delivery',
    ready: 'Waiting for pickup',
  },
  lowStock: 'Running out',
  lowStockRow: '{{stock}} (threshold {{threshold}})',
  noLowStock: 'Everything is in stock.',
};
