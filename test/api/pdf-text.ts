import { inflateSync } from 'node:zlib';

/**
 * The text lines a PDF made by pdfkit shows, in order: each content stream inflated (pdfkit
 * compresses them), each line's `TJ` array of hex strings joined. A line wrapped in a table
 * cell is two entries here, so a test can tell 'Not recorded' from 'Not' + 'recorded'.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const line of content.split('\n')) {
      if (!line.endsWith('TJ')) continue;
      lines.push(
        [...line.matchAll(/<([0-9a-f]*)>/g)]
          .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return lines;
}
