import { escapeHtml } from '@aruu/api/lib/escape-html';
import { htmlPage } from '@aruu/api/lib/html-page';
import { tyiynToSom } from '@aruu/api/lib/money';
import type { SandboxUdsCustomer, SandboxUdsOperation } from './uds-sandbox.repository.js';

// Plain HTML without scripts: the site's CSP allows none inline, and this page needs none.

const styles = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#2b2b26;background:#f4f4ee}
main{max-width:1040px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:24px 0 8px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e4da;vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
code{font:14px ui-monospace,monospace;background:#fff;padding:1px 4px}
.code{font:600 18px ui-monospace,monospace;letter-spacing:2px}
.blocked{color:#a33}.empty{color:#7a7a70}
form{margin:12px 0}`;

const bishkekTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bishkek',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const amount = (tyiyn: number) => escapeHtml(tyiynToSom(tyiyn).toFixed(2));

export interface UdsSandboxPage {
  basePath: string;
  companyId: string;
  customers: SandboxUdsCustomer[];
  operations: Array<{ operation: SandboxUdsOperation; customerName: string }>;
}

export function renderUdsSandboxPage({ basePath, companyId, customers, operations }: UdsSandboxPage): string {
  const customerRows = customers.map(
    (c) =>
      `<tr><td>${escapeHtml(c.displayName)}</td><td class="code">${escapeHtml(c.paymentCode)}</td>` +
      `<td>${escapeHtml(c.phone ?? '')}</td><td class="num">${amount(c.pointsTyiyn)}</td>` +
      `<td class="num">${c.maxScoresDiscount}%</td>` +
      `<td>${c.blocked ? '<span class="blocked">blocked</span>' : 'active'}${expiry(c)}</td></tr>`,
  );
  const operationRows = operations.map(
    ({ operation: o, customerName }) =>
      `<tr><td>${o.id}</td><td><time datetime="${o.createdAt.toISOString()}">${escapeHtml(bishkekTime.format(o.createdAt))}</time></td>` +
      `<td>${escapeHtml(customerName)}</td><td>${o.state}${o.originId === null ? '' : ` of ${o.originId}`}</td>` +
      `<td class="num">${amount(o.totalTyiyn)}</td><td class="num">${amount(o.cashTyiyn)}</td>` +
      `<td class="num">${amount(o.pointsTyiyn)}</td><td>${escapeHtml(o.receiptNumber ?? '')}</td>` +
      `<td><code>${escapeHtml(o.nonce ?? '')}</code></td></tr>`,
  );
  const operationsTable = operationRows.length
    ? `<table><thead><tr><th>Id</th><th>Time (Bishkek)</th><th>Customer</th><th>State</th><th class="num">Total</th><th class="num">Cash</th><th class="num">Points</th><th>Receipt</th><th>Nonce</th></tr></thead><tbody>
${operationRows.join('\n')}
</tbody></table>`
    : '<p class="empty">No operations yet. Pay for an order with points and it shows up here.</p>';
  return htmlPage({
    title: 'UDS sandbox',
    styles,
    body: `<h1>UDS loyalty sandbox</h1>
<p>A simulated UDS company. At checkout, enter one of these codes as the UDS code. In the real UDS app a code lives 45 minutes; these demo codes never expire.
The Partner API answers at <code>${escapeHtml(basePath)}/partner/v2</code> (company id <code>${escapeHtml(companyId)}</code>). Amounts are in som; 1 point = 1 som.</p>
<h2>Customers</h2>
<table><thead><tr><th>Name</th><th>Code</th><th>Phone</th><th class="num">Points</th><th class="num">Max share of a bill</th><th>Status</th></tr></thead><tbody>
${customerRows.join('\n')}
</tbody></table>
<form method="post" action="${escapeHtml(basePath)}/reset-balances"><button type="submit">Restore the demo balances</button></form>
<h2>Recent operations</h2>
${operationsTable}
`,
  });
}

function expiry(customer: SandboxUdsCustomer): string {
  if (!customer.paymentCodeExpiresAt) return '';
  return ` <span class="empty">(code valid until ${escapeHtml(bishkekTime.format(customer.paymentCodeExpiresAt))})</span>`;
}
