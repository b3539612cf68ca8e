/** Text for generated SVGs: escaped, stripped of what XML forbids, and fitted by estimate. */

export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Arial, sans-serif";

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Control characters and lone surrogates are not allowed in XML 1.0 even when escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu;

export function escapeXml(text: string): string {
  return text.replace(forbidden, '').replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

export interface FittedText {
  text: string;
  size: number;
}

const wide = /[MWmwЖШЩЫЮФжшщыюф@%]/;
const narrow = /[Iijlft1.,:;'!|\s-]/;

/** Rough relative width of a glyph: enough to keep "ШАМПУНЬ" and "lift" from overflowing. */
const widthUnits = (char: string): number => (wide.test(char) ? 1.3 : narrow.test(char) ? 0.55 : 1);

/**
 * No fonts are measured on the server, so widths are estimated from an average glyph width
 * (`em`, in font-size units, letter spacing included). Text shrinks down to `minSize`, then
 * is cut with an ellipsis.
 */
export function fitText(raw: string, maxWidth: number, maxSize: number, minSize: number, em: number): FittedText {
  const chars = Array.from(raw.replace(/\s+/g, ' ').trim());
  if (chars.length === 0) return { text: '', size: maxSize };
  const units = chars.reduce((sum, char) => sum + widthUnits(char), 0);
  const size = Math.min(maxSize, maxWidth / (units * em));
  if (size >= minSize) return { text: chars.join(''), size: round(size) };
  let budget = maxWidth / (minSize * em) - 1; // room for the ellipsis
  let keep = 0;
  for (const char of chars) {
    budget -= widthUnits(char);
    if (budget < 0) break;
    keep++;
  }
  return { text: `${chars.slice(0, Math.max(1, keep)).join('').trimEnd()}…`, size: minSize };
}

/** Greedy word wrap into at most `maxLines`, the last line cut with an ellipsis if needed. */
export function wrapText(raw: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of raw.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (Array.from(candidate).length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => clip(line, maxChars));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = clip(`${kept[maxLines - 1]} …`, maxChars, true);
  return kept.map((line) => clip(line, maxChars));
}

function clip(line: string, maxChars: number, forceEllipsis = false): string {
  const chars = Array.from(line);
  if (chars.length <= maxChars && !forceEllipsis) return line;
  const body = chars
    .slice(0, maxChars - 1)
    .join('')
    .replace(/[\s…]+$/, '');
  return `${body}…`;
}

export const round = (value: number): number => Math.round(value * 10) / 10;

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  font?: string;
  weight?: number;
  spacing?: number;
  anchor?: 'start' | 'middle';
  extra?: string;
}

/** A <text> element; `content` is raw text and is escaped here, exactly once. */
export function textElement(content: string, options: TextOptions): string {
  const { x, y, size, fill, font = SANS, weight, spacing, anchor = 'middle', extra = '' } = options;
  const weightAttr = weight ? ` font-weight="${weight}"` : '';
  const spacingAttr = spacing ? ` letter-spacing="${round(spacing)}"` : '';
  const anchorAttr = anchor === 'middle' ? ' text-anchor="middle"' : '';
  return (
    `<text x="${round(x)}" y="${round(y)}" font-family="${font}" font-size="${round(size)}"` +
    `${weightAttr}${spacingAttr}${anchorAttr} fill="${fill}"${extra}>${escapeXml(content)}</text>`
  );
}
