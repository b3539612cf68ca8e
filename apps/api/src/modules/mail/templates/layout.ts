import type { Language } from '@aruu/contract/common';
import { escapeHtml } from '../../../lib/escape-html.js';

export const DEFAULT_STORE_EMAIL = 'hello@aruu.kg';
const ACCENT = '#6b7a3a';

/** What every store e-mail says; the layout turns it into the HTML and the plain-text part. */
export interface MailContent {
  lang: Language;
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  heading: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** Tables after the paragraphs (an order's lines, totals, delivery): label, value, an optional note. */
  tables?: MailTable[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
  /**
   * A closing line with a link in words ("… <a>Unsubscribe</a>"): the HTML shows the words, never
   * the long URL, which would run out of a phone's mail view; the text part gives the URL.
   */
  footnoteLink?: { text: string; label: string; url: string };
  storeEmail?: string;
}

/** One row: a label (with a smaller note under it) and a value at the right; `strong` for a total. */
export interface MailRow {
  label: string;
  note?: string;
  value: string;
  strong?: boolean;
}

export interface MailTable {
  title: string;
  rows: MailRow[];
  /** Each label above its value, full width: for long values such as an address. */
  stacked?: boolean;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const footers: Record<Language, { about: string; questions: string; linkHint: string }> = {
  ru: {
    about: 'Aruu — магазин косметики в Бишкеке.',
    questions: 'Вопросы? Напишите нам:',
    linkHint: 'Если кнопка не работает, скопируйте ссылку в адресную строку браузера:',
  },
  en: {
    about: 'Aruu — a cosmetics store in Bishkek.',
    questions: 'Questions? Write to us:',
    linkHint: 'If the button does not work, copy this link into your browser’s address bar:',
  },
  ky: {
    about: 'Aruu — Бишкектеги косметика дүкөнү.',
    questions: 'Суроолоруңуз болсо, бизге жазыңыз:',
    linkHint: 'Эгер баскыч иштебесе, бул шилтемени көчүрүп, браузериңизге чаптаңыз:',
  },
};

export function renderMail(content: MailContent): RenderedMail {
  for (const link of [content.action, content.footnoteLink]) {
    if (link && !/^https?:\/\//i.test(link.url)) throw new Error(`A mail link must be http(s): ${link.url}`);
  }
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: MailContent): string {
  const footer = footers[content.lang];
  const action = content.action ? [`${content.action.label}:\n${content.action.url}`] : [];
  const parts = [
    content.heading,
    ...content.intro,
    ...(content.tables ?? []).map(textTable),
    ...action,
    ...content.outro,
    ...(content.footnoteLink
      ? [`${content.footnoteLink.text} ${content.footnoteLink.label}:\n${content.footnoteLink.url}`]
      : []),
    `—\n${footer.about}\n${footer.questions} ${content.storeEmail ?? DEFAULT_STORE_EMAIL}`,
  ];
  return `${parts.join('\n\n')}\n`;
}

/** `Label (note): value`, one row a line, under the table's title: readable and easy to parse. */
function textTable(table: MailTable): string {
  const rows = table.rows.map((row) => {
    const label = row.note ? `${row.label} (${row.note})` : row.label;
    return `${label}: ${row.value}`;
  });
  return [table.title, ...rows].join('\n');
}

const font = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:1.5;';

const paragraphs = (texts: string[]) => texts.map((text) => `<p style="${paragraphStyle}">${escapeHtml(text)}</p>`);

const cell = 'padding:8px 0;border-bottom:1px solid #e6e6dc;vertical-align:top;font-size:15px;line-height:1.4;';

// Layout tables with every colour set on the cell: Outlook ignores max-width on divs, and mail
// apps that darken messages keep the contrast they find.
function renderTable(table: MailTable): string {
  const rows = table.rows.map((row) => {
    if (table.stacked) {
      return (
        `<tr><td style="${cell}color:#2b2b26;"><span style="font-size:13px;color:#6b6b60;">${escapeHtml(row.label)}</span>` +
        `<br>${escapeHtml(row.value)}</td></tr>`
      );
    }
    const weight = row.strong ? 'font-weight:700;font-size:17px;' : '';
    const note = row.note ? `<br><span style="font-size:13px;color:#6b6b60;">${escapeHtml(row.note)}</span>` : '';
    return (
      `<tr><td style="${cell}${weight}color:#2b2b26;">${escapeHtml(row.label)}${note}</td>` +
      `<td align="right" style="${cell}${weight}color:#2b2b26;padding-left:12px;white-space:nowrap;">${escapeHtml(row.value)}</td></tr>`
    );
  });
  return [
    `<h2 style="margin:24px 0 4px;font-size:17px;line-height:1.3;color:#2b2b26;">${escapeHtml(table.title)}</h2>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-collapse:collapse;width:100%;margin:0 0 8px;background-color:#ffffff;">`,
    ...rows,
    '</table>',
  ].join('\n');
}

function renderAction(action: { label: string; url: string }, hint: string): string[] {
  const url = escapeHtml(action.url);
  return [
    `<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background-color:${ACCENT};color:#ffffff;` +
      `text-decoration:none;font-weight:600;font-size:16px;line-height:1.25;padding:12px 24px;border-radius:6px;">` +
      `${escapeHtml(action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b6b60;">${escapeHtml(hint)}<br>` +
      `<a href="${url}" style="color:${ACCENT};word-break:break-all;">${url}</a></p>`,
  ];
}

function renderFootnoteLink(link: { text: string; label: string; url: string }): string {
  return (
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b6b60;">${escapeHtml(link.text)} ` +
    `<a href="${escapeHtml(link.url)}" style="color:${ACCENT};">${escapeHtml(link.label)}</a></p>`
  );
}

// Plain blocks with inline styles and a max-width: mail clients drop <style> and scripts, and
// narrow screens simply get the full width. Dark mode: the message declares itself light-only and
// sets the background under every text it colours, so a client that darkens it anyway inverts
// text and background together and keeps the contrast.
function renderHtml(content: MailContent): string {
  const footer = footers[content.lang];
  const email = escapeHtml(content.storeEmail ?? DEFAULT_STORE_EMAIL);
  const body = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#2b2b26;">${escapeHtml(content.heading)}</h1>`,
    ...paragraphs(content.intro),
    ...(content.tables ?? []).map(renderTable),
    ...(content.action ? renderAction(content.action, footer.linkHint) : []),
    ...paragraphs(content.outro),
    ...(content.footnoteLink ? [renderFootnoteLink(content.footnoteLink)] : []),
  ];
  return `<!doctype html>
<html lang="${content.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4ee;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preview)}</div>
<div style="max-width:560px;margin:0 auto;padding:24px 12px;font-family:${font};color:#2b2b26;">
<div style="padding:0 8px 16px;font-size:26px;font-weight:700;letter-spacing:1px;color:${ACCENT};">Aruu</div>
<div style="background-color:#ffffff;border-top:4px solid ${ACCENT};border-radius:8px;padding:28px 24px 12px;">
${body.join('\n')}
</div>
<div style="padding:16px 8px;font-size:12px;line-height:1.6;color:#7a7a70;text-align:center;">
${escapeHtml(footer.about)}<br>${escapeHtml(footer.questions)} <a href="mailto:${email}" style="color:${ACCENT};">${email}</a>
</div>
</div>
</body>
</html>
`;
}
