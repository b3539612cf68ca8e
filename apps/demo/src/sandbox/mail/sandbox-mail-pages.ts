import { escapeHtml } from '@aruu/api/lib/escape-html';
import { htmlPage } from '@aruu/api/lib/html-page';
import type { SandboxMail } from '@aruu/api/modules/mail/sandbox-mail.repository';

// Plain HTML without scripts: the site's CSP allows none inline, and these pages need none.

const styles = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#2b2b26;background:#f4f4ee}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 16px}h1 a{color:#6b7a3a;text-decoration:none}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e4da;vertical-align:top}
a{color:#6b7a3a}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px;margin:0 0 16px}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:12px 16px;margin:0 0 16px;font:14px/1.5 ui-monospace,monospace}
iframe{width:100%;height:70vh;border:1px solid #d6d6ca;background:#fff}
form{margin:0 0 16px}input{font:inherit;padding:4px 8px;min-width:260px}
.empty{color:#7a7a70}`;

function page(title: string, body: string): string {
  return htmlPage({ title, styles, body });
}

const bishkekTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bishkek',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const time = (date: Date) => `<time datetime="${date.toISOString()}">${escapeHtml(bishkekTime.format(date))}</time>`;

export function renderMailList(mails: SandboxMail[], to: string | undefined): string {
  const rows = mails.map(
    (mail) =>
      `<tr><td>${escapeHtml(mail.to)}</td><td><a href="/_sandbox/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td>` +
      `<td>${time(mail.createdAt)}</td></tr>`,
  );
  const list = rows.length
    ? `<table><thead><tr><th>To</th><th>Subject</th><th>Time (Bishkek)</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`
    : '<p class="empty">No mail yet. Everything the store sends while SMTP_URL is unset shows up here.</p>';
  return page(
    'Sandbox mailbox',
    `<h1><a href="/_sandbox/mail">Sandbox mailbox</a></h1>
<form method="get" action="/_sandbox/mail"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Filter</button></form>
${list}`,
  );
}

export function renderMailPage(mail: SandboxMail): string {
  return page(
    mail.subject,
    `<h1><a href="/_sandbox/mail">Sandbox mailbox</a></h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd><dt>Time</dt><dd>${time(mail.createdAt)}</dd></dl>
<h2>Text part</h2>
<pre>${linkify(mail.text)}</pre>
<h2>HTML part</h2>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="HTML part" srcdoc="${escapeHtml(openLinksOutside(mail.html))}"></iframe>`,
  );
}

const urlPattern = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and makes each http(s) URL in it a link; a sentence's final punctuation stays outside. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * Links in the preview open in a new tab: inside the frame the store's own pages would refuse to
 * load (`frame-ancestors 'none'`), and the sandbox forbids navigating the page around it.
 */
function openLinksOutside(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return base + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + base + html.slice(at);
}
