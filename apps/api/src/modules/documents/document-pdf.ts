import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

// Draws a money document. Deterministic: the creation date is the event's, so the file's ID (pdfkit derives it
// from the info dictionary) and every byte are the same each time the same document is drawn. The font is Noto
// Sans, embedded (as a subset): it carries Uzbek Latin (oʻ with U+02BB), Uzbek Cyrillic and Tajik (ҳ ӯ ғ қ ҷ ӣ).

const fontFolder = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'),
);
const REGULAR = readFileSync(path.join(fontFolder, '400Regular/NotoSans_400Regular.ttf'));
const BOLD = readFileSync(path.join(fontFolder, '700Bold/NotoSans_700Bold.ttf'));

export interface PartyBlock {
  heading: string;
  /** The first line (the name), then the details, one per line. */
  name: string;
  lines: string[];
}

export interface TableRow {
  date: string;
  description: string;
  amount: string;
}

export interface PdfDocumentContent {
  title: string;
  /** Lines under the title: number, date, period. */
  subtitle: string[];
  parties: PartyBlock[];
  columns: { date: string; description: string; amount: string };
  rows: TableRow[];
  /** Label and value lines after the table: total, VAT, balances. */
  totals: { label: string; value: string }[];
  /** Paragraphs after the totals (payment reference, the act's statement). */
  notes: string[];
  /** Signature lines, one per side; empty when the document is not signed. */
  signatures: string[];
  issuedAt: Date;
}

const PAGE_WIDTH = 595.28;
const MARGIN = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const DATE_WIDTH = 80;
const AMOUNT_WIDTH = 110;

function drawParties(doc: PDFKit.PDFDocument, parties: PartyBlock[]) {
  const width = (CONTENT_WIDTH - 20 * (parties.length - 1)) / parties.length;
  const top = doc.y;
  let bottom = top;
  parties.forEach((party, index) => {
    const x = MARGIN + index * (width + 20);
    doc.font('bold').fontSize(9).text(party.heading, x, top, { width });
    doc.font('bold').fontSize(10).text(party.name, x, doc.y, { width });
    doc.font('regular').fontSize(9);
    for (const line of party.lines) doc.text(line, x, doc.y, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 16;
}

function drawRow(doc: PDFKit.PDFDocument, row: TableRow, font: 'regular' | 'bold') {
  const descriptionWidth = CONTENT_WIDTH - DATE_WIDTH - AMOUNT_WIDTH - 10;
  const top = doc.y;
  doc.font(font).fontSize(9);
  doc.text(row.date, MARGIN, top, { width: DATE_WIDTH });
  doc.text(row.description, MARGIN + DATE_WIDTH + 5, top, { width: descriptionWidth });
  const afterDescription = doc.y;
  doc.text(row.amount, PAGE_WIDTH - MARGIN - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(afterDescription, doc.y) + 4;
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
}

/** The PDF's bytes. */
export function drawPdf(content: PdfDocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: content.title,
      Producer: 'Portal',
      Creator: 'Portal',
      CreationDate: content.issuedAt,
      ModDate: content.issuedAt,
    },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(15).text(content.title, { width: CONTENT_WIDTH });
  doc.font('regular').fontSize(10);
  for (const line of content.subtitle) doc.text(line);
  doc.moveDown(1);
  drawParties(doc, content.parties);
  drawRow(doc, content.columns, 'bold');
  for (const row of content.rows) drawRow(doc, row, 'regular');
  doc.moveDown(0.5);
  for (const total of content.totals) {
    const top = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .text(total.label, MARGIN, top, { width: CONTENT_WIDTH - AMOUNT_WIDTH - 10 });
    doc
      .font('bold')
      .text(total.value, PAGE_WIDTH - MARGIN - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.font('regular').fontSize(10);
  for (const note of content.notes) {
    doc.moveDown(0.6);
    doc.text(note, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  if (content.signatures.length > 0) {
    doc.moveDown(2);
    const top = doc.y;
    const width = CONTENT_WIDTH / content.signatures.length;
    content.signatures.forEach((line, index) => {
      doc.text(`${line}: ____________________`, MARGIN + index * width, top, { width: width - 10 });
    });
  }
  doc.end();
  return done;
}
