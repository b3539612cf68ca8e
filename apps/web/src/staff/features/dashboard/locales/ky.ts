import type { staffDashboard as ru } from './ru';

export const staffDashboard: typeof ru = {
  title: 'Жыйынтык',
  today: 'Бүгүн',
  last30: 'Акыркы 30 күн',
  orders: 'Буйрутмалар',
  revenue: 'Киреше',
  average: 'Орточо чек',
  paidUnpaid: 'Төлөнгөн / төлөнбөгөн',
  chartTitle: 'Акыркы 30 күндөгү киреше күн боюнча',
  bar: '{{date}}: {{orders}} буйрутма, киреше {{revenue}}',
  waiting: 'Аракет күтүп турат',
  status: {
    processed: 'Берилген, төлөнө элек',
    pay: 'Төлөнгөн, чогултууну күтүүдө',
    assembly: 'Чогултулууда',
    delivery: 'Жеткирилүүдө',
    ready: 'Алып кетүүнү күтүүдө',
  },
  lowStock: 'Түгөнүп баратат',
  lowStockRow: '{{stock}} (босого {{threshold}})',
  noLowStock: 'Баары жетиштүү.',
};
