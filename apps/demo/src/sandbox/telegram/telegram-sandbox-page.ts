import { escapeHtml } from '@aruu/api/lib/escape-html';
import { htmlPage } from '@aruu/api/lib/html-page';
import type { SandboxTelegramMessage } from './telegram-sandbox.repository.js';
import { FLOOD_RETRY_AFTER_SECONDS, sandboxTelegramChats } from './telegram-sandbox-chats.js';

const styles = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#2b2b26;background:#f4f4ee}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 8px}
ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
li{background:#fff;border-radius:10px;padding:10px 14px;border-left:4px solid #6b7a3a}
li.refused{border-left-color:#b3402b;color:#6b6b60}
.meta{font-size:13px;color:#6b6b60;margin-bottom:4px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;font:inherit}
code{font:13px ui-monospace,monospace}
.empty{color:#7a7a70}`;

const bishkekTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bishkek',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

function item(message: SandboxTelegramMessage): string {
  const refusal = message.refusal as { error_code: number; description: string } | null;
  const outcome = refusal ? ` · refused: ${escapeHtml(`${refusal.error_code} ${refusal.description}`)}` : '';
  // The message is shown as the bot sent it (with its HTML markup visible), never rendered.
  return `<li class="${message.outcome}"><div class="meta">chat <code>${escapeHtml(message.chatId)}</code> · <time datetime="${message.createdAt.toISOString()}">${escapeHtml(bishkekTime.format(message.createdAt))}</time>${message.parseMode ? ` · ${escapeHtml(message.parseMode)}` : ''}${outcome}</div><pre>${escapeHtml(message.text)}</pre></li>`;
}

export function renderTelegramSandboxPage(messages: SandboxTelegramMessage[]): string {
  const list = messages.length
    ? `<ol>${messages.map(item).join('\n')}</ol>`
    : '<p class="empty">No messages yet. The shop\'s new-order notifications show up here while the bot talks to the sandbox.</p>';
  return htmlPage({
    title: 'Telegram sandbox',
    styles,
    body: `<h1>Telegram sandbox</h1>
<p>What the store's bot sent through <code>sendMessage</code>, newest first. Chat <code>${sandboxTelegramChats.notFound}</code> is not found; chat <code>${sandboxTelegramChats.flooded}</code> refuses every other message with 429 (retry after ${FLOOD_RETRY_AFTER_SECONDS} s).</p>
${list}`,
  });
}
