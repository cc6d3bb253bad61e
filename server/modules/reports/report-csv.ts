import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before
 * one) as a formula: such a cell is sent with a single quote in front, which spreadsheets
 * show as text (OWASP "CSV injection").
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type Cell = string | number | null;

const options = { record_delimiter: 'windows', cast: { string: safeCell } } as const;

/**
 * A CSV (UTF-8, header row, CRLF lines) streamed from `batches`: each batch a page of rows
 * the database gave, so a year of attendance never sits in memory at once. Each batch goes
 * out as one chunk: a chunk per row cost the compressor (and the stream) more than the rows.
 */
export function csvStream(header: string[], batches: AsyncIterable<Cell[][]>): Readable {
  async function* chunks() {
    yield stringify([header.map(safeCell)], options);
    for await (const batch of batches) if (batch.length > 0) yield stringify(batch, options);
  }
  return Readable.from(chunks());
}

/** Sends a report file as a download named `fileName` (ASCII: the names this module makes). */
export function sendDownload(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Readable | Buffer,
) {
  reply.header('Content-Type', contentType);
  reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
  reply.header('Cache-Control', 'private, no-store');
  return reply.send(body);
}

export const sendCsv = (reply: FastifyReply, fileName: string, csv: Readable) =>
  sendDownload(reply, fileName, 'text/csv; charset=utf-8', csv);
