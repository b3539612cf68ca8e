import { escapeHtml } from '@aruu/api/lib/escape-html';
import { htmlPage } from '@aruu/api/lib/html-page';
import type { SandboxWhatsappMessage } from './whatsapp-sandbox.repository.js';
import { SANDBOX_RETRY_AFTER_SECONDS, sandboxWhatsappNumbers } from './whatsapp-sandbox-protocol.js';

const styles = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#2b2b26;background:#f4f4ee}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 8px}
ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
li{background:#fff;border-radius:10px;padding:10px 14px;border-left:4px solid #25a162}
li.refused{border-left-color:#b3402b;color:#6b6b60}
.meta{font-size:13px;color:#6b6b60;margin-bottom:4px}
code{font:13px ui-monospace,monospace}
form{margin:6px 0 0}
.reply{margin:0 0 16px}
.empty{color:#7a7a70}`;

const bishkekTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bishkek',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** Buttons that deliver a status of the message to the store's webhook, as Meta would. */
function statusButtons(message: SandboxWhatsappMessage, action: string): string {
  if (!message.wamid) return '';
  const buttons = ['delivered', 'read', 'failed']
    .map((status) => `<button name="status" value="${status}">${status}</button>`)
    .join(' ');
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="wamid" value="${escapeHtml(message.wamid)}"> ${buttons}</form>`;
}

function item(message: SandboxWhatsappMessage, action: string): string {
  const refusal = message.refusal as { error: { code: number; message: string } } | null;
  const outcome = refusal
    ? ` · refused: ${escapeHtml(`${refusal.error.code} ${refusal.error.message}`)}`
    : ` · ${escapeHtml(message.status ?? 'accepted')}`;
  const params = message.params.map((param, index) => `{{${index + 1}}} ${escapeHtml(param)}`).join('<br>');
  return `<li class="${message.outcome}"><div class="meta">to <code>+${escapeHtml(message.to)}</code> · <time datetime="${message.createdAt.toISOString()}">${escapeHtml(bishkekTime.format(message.createdAt))}</time> · <code>${escapeHtml(message.template)}</code> (${escapeHtml(message.language)})${outcome}</div>${params}${statusButtons(message, action)}</li>`;
}

export function renderWhatsappSandboxPage(messages: SandboxWhatsappMessage[], action: string): string {
  const list = messages.length
    ? `<ol>${messages.map((message) => item(message, action)).join('\n')}</ol>`
    : '<p class="empty">No messages yet. Order messages show up here for shoppers who opted in to WhatsApp.</p>';
  return htmlPage({
    title: 'WhatsApp sandbox',
    styles,
    body: `<h1>WhatsApp sandbox</h1>
<p>Template messages the store sent through the Cloud API's <code>/messages</code>, newest first, with the last status delivered to the store's webhook. Number <code>+${sandboxWhatsappNumbers.rateLimited}</code> refuses every other message with 429 (retry after ${SANDBOX_RETRY_AFTER_SECONDS} s); <code>+${sandboxWhatsappNumbers.notAllowed}</code> is not on the allowed list (131030). The buttons deliver a status to the store's webhook, signed with the app secret.</p>
<form method="post" action="${escapeHtml(action)}" class="reply">Reply as the customer from <input name="from" value="996555000111" size="13" aria-label="From"> <input name="text" value="STOP" size="10" aria-label="Text"> <button>send</button></form>
${list}`,
  });
}
