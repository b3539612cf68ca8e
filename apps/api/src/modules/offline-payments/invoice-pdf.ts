import { createRequire } from 'node:module';
import type { Language } from '@aruu/contract/common';
import type { LegalEntity } from '@aruu/contract/offline-payments';
import { formatMoneyNumber } from '@aruu/contract/som-text';
import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words.js';
import { type InvoiceTexts, invoiceTexts } from './invoice-texts.js';

// The invoice (счёт на оплату) of a bank-transfer order as an A4 PDF, in the order's language: its
// words and its lines, named from the catalogue (issue 29: no English line on a Russian invoice). DejaVu Sans (from npm, Bitstream Vera licence: free to embed) covers
// Cyrillic with Kyrgyz's ң ө ү, which the buyer's name or address may contain.

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** The seller's details, from the store configuration (`SHOP_*`). */
export interface Seller {
  legalName: string;
  inn: string;
  legalAddress: string;
  bankName: string;
  bic: string;
  bankAccount: string;
}

/** The invoice's file name, as downloaded and as attached to the order mail. */
export const invoiceFilename = (orderId: number) => `aruu-invoice-${orderId}.pdf`;

/** Everything an invoice shows; money in tyiyn. */
export interface InvoiceFacts {
  orderId: number;
  /** The order's language: the invoice's words and the lines' names. */
  lang: Language;
  issuedAt: Date;
  validUntil: Date;
  seller: Seller;
  buyer: LegalEntity;
  items: Array<{ title: string; variationName: string; quantity: number; unitPrice: number }>;
  delivery: number;
  discount: number;
  points: number;
  total: number;
}

/** The figure only: the columns say "сом". The shop's one rule (contract `formatMoneyNumber`). */
const moneyIn = (lang: Language) => (tyiyn: number) => formatMoneyNumber(tyiyn, lang);
const day = (date: Date, texts: InvoiceTexts) =>
  new Intl.DateTimeFormat(texts.locale, {
    timeZone: 'Asia/Bishkek',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

const PAGE_MARGIN = 50;
/** Table columns: x and width, on A4's 595 pt with 50 pt margins. */
const columns = {
  number: { x: 50, width: 25 },
  title: { x: 75, width: 250 },
  quantity: { x: 325, width: 50 },
  price: { x: 375, width: 80 },
  sum: { x: 455, width: 90 },
} as const;
const TABLE_RIGHT = columns.sum.x + columns.sum.width;

export function renderInvoicePdf(facts: InvoiceFacts): Promise<Buffer> {
  const texts = invoiceTexts[facts.lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: {
      Title: texts.title(facts.orderId),
      Author: facts.seller.legalName,
      // Fixed by the invoice, not by the moment it is drawn: the same invoice is the same file.
      CreationDate: facts.issuedAt,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawParty(doc, texts.supplier, [
    facts.seller.legalName,
    `${texts.inn} ${facts.seller.inn}`,
    facts.seller.legalAddress,
    texts.bank(facts.seller.bankName, facts.seller.bic),
    `${texts.account}: ${facts.seller.bankAccount}`,
  ]);
  doc.moveDown(1.2);
  doc
    .font('bold')
    .fontSize(15)
    .text(texts.dated(texts.title(facts.orderId), day(facts.issuedAt, texts)), PAGE_MARGIN, doc.y);
  doc.moveDown(0.8);
  drawParty(doc, texts.buyer, [
    facts.buyer.organisation_name,
    `${texts.inn} ${facts.buyer.inn}`,
    facts.buyer.legal_address,
    texts.bank(facts.buyer.bank_name, facts.buyer.bic),
    `${texts.account}: ${facts.buyer.bank_account}`,
  ]);
  doc.moveDown(1);
  drawItems(doc, facts, texts);
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(10)
    .text(`${texts.inWords}: ${amountInWords(facts.total, facts.lang)}`, PAGE_MARGIN, doc.y, {
      width: TABLE_RIGHT - PAGE_MARGIN,
    });
  doc.moveDown(0.6);
  doc.text(texts.validity(day(facts.validUntil, texts), facts.orderId), { width: TABLE_RIGHT - PAGE_MARGIN });
  doc.end();
  return done;
}

function drawParty(doc: PDFKit.PDFDocument, label: string, lines: string[]) {
  doc.font('bold').fontSize(10).text(label, PAGE_MARGIN, doc.y);
  doc.font('regular').fontSize(10);
  for (const line of lines) doc.text(line, { width: TABLE_RIGHT - PAGE_MARGIN });
}

type Row = { number: string; title: string; quantity: string; price: string; sum: string };

function drawItems(doc: PDFKit.PDFDocument, facts: InvoiceFacts, texts: InvoiceTexts) {
  const money = moneyIn(facts.lang);
  const rows: Row[] = facts.items.map((item, index) => ({
    number: String(index + 1),
    title: `${item.title} — ${item.variationName}`,
    quantity: String(item.quantity),
    price: money(item.unitPrice),
    sum: money(item.unitPrice * item.quantity),
  }));
  if (facts.delivery > 0) {
    rows.push({
      number: String(rows.length + 1),
      title: texts.delivery,
      quantity: '1',
      price: money(facts.delivery),
      sum: money(facts.delivery),
    });
  }
  drawRow(
    doc,
    { number: texts.number, title: texts.item, quantity: texts.quantity, price: texts.price, sum: texts.sum },
    'bold',
  );
  for (const row of rows) drawRow(doc, row, 'regular');
  const totals: Array<[string, number]> = [];
  if (facts.discount > 0) totals.push([texts.promoDiscount, -facts.discount]);
  if (facts.points > 0) totals.push([texts.pointsPaid, -facts.points]);
  totals.push([texts.totalDue, facts.total]);
  doc.moveDown(0.4);
  for (const [label, amount] of totals) {
    const y = doc.y;
    doc.font(label === texts.totalDue ? 'bold' : 'regular').fontSize(10);
    doc.text(label, columns.title.x, y, {
      width: columns.price.x + columns.price.width - columns.title.x,
      align: 'right',
    });
    doc.text(money(amount), columns.sum.x, y, { width: columns.sum.width, align: 'right' });
  }
}

function drawRow(doc: PDFKit.PDFDocument, row: Row, font: 'regular' | 'bold') {
  doc.font(font).fontSize(9);
  const height =
    Math.max(
      ...Object.entries(row).map(([key, text]) =>
        doc.heightOfString(text, { width: columns[key as keyof Row].width - 6 }),
      ),
    ) + 6;
  if (doc.y + height > doc.page.height - PAGE_MARGIN) doc.addPage();
  const top = doc.y;
  for (const key of Object.keys(columns) as Array<keyof Row>) {
    const { x, width } = columns[key];
    doc.rect(x, top, width, height).stroke('#888888');
    const align = key === 'title' ? 'left' : key === 'number' ? 'center' : 'right';
    doc.fillColor('#000000').text(row[key], x + 3, top + 3, { width: width - 6, align });
  }
  doc.x = PAGE_MARGIN;
  doc.y = top + height;
}
