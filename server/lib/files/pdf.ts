import type { Language } from '../../../contract/enums.ts';
import { translate } from '../i18n.ts';

export type CentreHeader = {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** The public website, printed after the contacts when there is one. */
  websiteUrl?: string;
  /** The centre's logo as PNG bytes (the server made them from the upload), or none. */
  logo?: Buffer | null;
};

/** The logo's box at the top left of each document, in points. */
const logoBox = { width: 96, height: 48 } as const;

/**
 * A PDF with the centre's header (name, address, contacts), a title, whatever `body` writes
 * and page numbers: invoices, statements and printable sheets all start here. pdfkit's own
 * fonts (Helvetica) are embedded by it; nothing is fetched.
 */
export async function renderPdf(
  doc: {
    centre: CentreHeader;
    /** The reader's language (their settings): the page numbers' words; callers write theirs. */
    language: Language;
    title: string;
    body: (pdf: PDFKit.PDFDocument) => void;
  },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  // pdfkit loads when the first document is made, not at every start (a quarter second).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: doc.title, Author: doc.centre.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { centre } = doc;
  const left = pdf.page.margins.left;
  const top = pdf.y;
  // The logo at the top left, the name and contacts beside it; without one, the name alone.
  const logo = centre.logo ? drawLogo(pdf, centre.logo, left, top) : false;
  const textLeft = logo ? left + logoBox.width + 12 : left;
  const textWidth = pdf.page.width - pdf.page.margins.right - textLeft;
  pdf.font('Helvetica-Bold').fontSize(16).fillColor('#1d4ed8');
  pdf.text(centre.name, textLeft, top, { width: textWidth });
  pdf.font('Helvetica').fontSize(9).fillColor('#334155');
  const contact = [centre.address, centre.phone, centre.email, centre.websiteUrl]
    .filter(Boolean)
    .join('  ·  ');
  if (contact) pdf.text(contact, textLeft, pdf.y, { width: textWidth });
  pdf.x = left;
  if (logo) pdf.y = Math.max(pdf.y, top + logoBox.height);
  pdf.moveDown(0.5);
  pdf.moveTo(pdf.page.margins.left, pdf.y).lineTo(pdf.page.width - pdf.page.margins.right, pdf.y);
  pdf.strokeColor('#cbd5e1').stroke();
  pdf.moveDown(1);
  pdf.font('Helvetica-Bold').fontSize(14).fillColor('#0f172a').text(doc.title);
  pdf.moveDown(0.5);
  pdf.font('Helvetica').fontSize(11).fillColor('#0f172a');
  doc.body(pdf);

  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(
        translate(doc.language, 'documents.pageOf', { page: i + 1, count: range.count }),
        pdf.page.margins.left,
        pdf.page.height - 40,
        {
          align: 'center',
          width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right,
          lineBreak: false,
        },
      );
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}

/** Draws the logo fitted in its box; false when pdfkit cannot read it (the name stands alone). */
function drawLogo(pdf: PDFKit.PDFDocument, png: Buffer, x: number, y: number): boolean {
  try {
    pdf.image(png, x, y, { fit: [logoBox.width, logoBox.height], valign: 'center' });
    return true;
  } catch {
    return false;
  }
}
