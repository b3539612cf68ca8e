import { escapeHtml } from '@aruu/api/lib/escape-html';
import { htmlPage } from '@aruu/api/lib/html-page';
import { formatMoney, parseSomText } from '@aruu/contract/som-text';
import type { SandboxPayment, SandboxPaymentRefund } from './sandbox-payments.repository.js';
import { THREE_DS_CODE, testCards } from './test-cards.js';

// Plain HTML without scripts: the site's CSP allows none inline, and these pages need none.
// Form actions are relative, so the pages work wherever the plugin is mounted.

const styles = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#23231f;background:linear-gradient(160deg,#eef1e4,#f7f3ea)}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(40,50,20,.12);padding:24px}
.badge{display:inline-block;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#6b7a3a;background:#eef1e4;border-radius:99px;padding:2px 10px}
h1{font-size:20px;margin:12px 0 4px}
.amount{font-size:30px;font-weight:700;margin:4px 0 16px}
.muted{color:#6d6d63;font-size:13px}
label{display:block;font-size:13px;color:#4a4a42;margin:12px 0 4px}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #cfd2c2;border-radius:8px}
input:focus{outline:2px solid #9aab5a;border-color:#9aab5a}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:20px;width:100%;font:inherit;font-weight:600;color:#fff;background:#5d6d2c;border:0;border-radius:8px;padding:12px;cursor:pointer}
button:hover{background:#4c5a22}
.error{background:#fbe9e7;color:#8a2a1b;border-radius:8px;padding:8px 12px;margin:12px 0 0}
table{width:100%;border-collapse:collapse;font-size:13px;margin-top:8px}
td{padding:4px 0;border-top:1px solid #eee;vertical-align:top}td:first-child{font-family:ui-monospace,monospace;white-space:nowrap;padding-right:12px}
a{color:#5d6d2c}
.spaced{margin-top:16px}
main.wide{max-width:1040px}
.list td{padding:6px 8px;font-family:inherit;white-space:normal}.list th{text-align:left;padding:6px 8px}
.list td.num,.list th.num{text-align:right;font-variant-numeric:tabular-nums}`;

function page(title: string, body: string): string {
  return htmlPage({ title, styles, body });
}

/**
 * "150000.5" → "150,000.50 som", "4426.00" → "4,426 som": the stored decimal string read as
 * text into tyiyn, then written the shop's one way (contract `formatMoney`, the page is English).
 */
export function formatSom(amount: string): string {
  const tyiyn = parseSomText(amount);
  return tyiyn === null ? `${amount} som` : formatMoney(tyiyn, 'en');
}

function summary(payment: SandboxPayment): string {
  const amount = payment.currency === 'KGS' ? formatSom(payment.amount) : `${payment.amount} ${payment.currency}`;
  return `<span class="badge">Sandbox payment · test mode</span>
<h1>Order ${escapeHtml(payment.orderId)}</h1>
<p class="muted">${escapeHtml(payment.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>`;
}

const errorBox = (message?: string) => (message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '');

export function renderPayPage(
  payment: SandboxPayment,
  form: { message?: string; name?: string; expiry?: string } = {},
) {
  const cards = testCards.map((card) => `<tr><td>${card.number}</td><td>${escapeHtml(card.label)}</td></tr>`);
  return page(
    `Pay for order ${payment.orderId}`,
    `<div class="card">
${summary(payment)}
<form method="post" action="pay" autocomplete="off">
<input type="hidden" name="customer" value="${escapeHtml(payment.customer)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" placeholder="4111 1111 1111 1111" required>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" value="${escapeHtml(form.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" required></div>
</div>
<label for="name">Name on card</label>
<input id="name" name="name" placeholder="AIZADA ASANOVA" value="${escapeHtml(form.name ?? '')}" required>
<label for="callback_encoding">Sandbox: send the store's result callback as</label>
<select id="callback_encoding" name="callback_encoding">
<option value="multipart" selected>multipart/form-data (as the reference shows it)</option>
<option value="urlencoded">application/x-www-form-urlencoded</option>
</select>
${errorBox(form.message)}
<button type="submit">Pay ${escapeHtml(formatSom(payment.amount))}</button>
</form>
</div>
<div class="card spaced">
<strong>Test cards</strong> <span class="muted">any future expiry, any CVC, any name</span>
<table>${cards.join('')}</table>
</div>`,
  );
}

export interface PendingThreeDs {
  customer: string;
  pan: string;
  expiry: string;
  owner: string;
  callback_encoding: string;
}

export function renderThreeDsPage(payment: SandboxPayment, pending: PendingThreeDs) {
  const hidden = Object.entries(pending)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    '3-D Secure confirmation',
    `<div class="card">
${summary(payment)}
<h1>3-D Secure</h1>
<p>Your bank sent a one-time code to confirm the payment with card ${escapeHtml(pending.pan)}.</p>
<p class="muted">Sandbox: the code <strong>${THREE_DS_CODE}</strong> confirms; anything else fails the payment.</p>
<form method="post" action="3ds" autocomplete="off">
${hidden}
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" required>
<button type="submit">Confirm</button>
</form>
</div>`,
  );
}

export function renderMessagePage(title: string, message: string, link?: { href: string; text: string }) {
  const action = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${action}</div>`);
}

const bishkekTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bishkek',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const time = (date: Date) => `<time datetime="${date.toISOString()}">${escapeHtml(bishkekTime.format(date))}</time>`;

/** The simulator's own page: recent payments and every refund made of each, in full or in part. */
export function renderPaymentsPage(rows: Array<{ payment: SandboxPayment; refunds: SandboxPaymentRefund[] }>) {
  const body = rows.map(({ payment, refunds }) => {
    const refundList = refunds.length
      ? refunds.map((refund) => `${escapeHtml(formatSom(refund.amount))} · ${time(refund.createdAt)}`).join('<br>')
      : '<span class="muted">none</span>';
    return `<tr><td>${escapeHtml(payment.paymentId)}</td><td>${escapeHtml(payment.orderId)}</td><td>${time(payment.createdAt)}</td>
<td class="num">${escapeHtml(formatSom(payment.amount))}</td><td>${payment.status}</td><td>${refundList}</td></tr>`;
  });
  const table = rows.length
    ? `<table class="list"><thead><tr><th>Payment id</th><th>Store's id</th><th>Started (Bishkek)</th><th class="num">Amount</th><th>Status</th><th>Refunds</th></tr></thead>
<tbody>${body.join('\n')}</tbody></table>`
    : '<p class="muted">No payments yet. Pay for an order by card and it shows up here.</p>';
  return htmlPage({
    title: 'Payment sandbox',
    styles,
    body: `<div class="card"><span class="badge">Sandbox payments · test mode</span>
<h1>Payments and refunds</h1>
<p class="muted">The latest 50 payments the store started with this Freedom Pay simulator. A refund (revoke.php) takes back the whole payment or a part of it; the parts never add up to more than was paid.</p>
${table}</div>`,
  }).replace('<main>', '<main class="wide">');
}
