import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logFormat, logStream } from './log-output.ts';

/** A terminal (or not) that keeps what is written to it. */
function output(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  const written: string[] = [];
  stream.on('data', (chunk: Buffer) => written.push(chunk.toString()));
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => written.join('') };
}

describe('the server log', () => {
  it('is readable lines in a terminal, JSON in production or when not a terminal', () => {
    expect(logFormat('development', true)).toBe('pretty');
    expect(logFormat('test', true)).toBe('pretty');
    expect(logFormat('development', false)).toBe('json');
    expect(logFormat('production', true)).toBe('json');
    expect(logFormat('production', false)).toBe('json');
  });

  it('writes a line a person reads in a terminal: time, level and message, no JSON', async () => {
    const terminal = output(true);
    const stream = await logStream('development', terminal.stream);
    expect(stream).toBeDefined();
    const log = pino({ level: 'info' }, stream);
    log.info({ ms: 812, database: 'pglite' }, 'Daycare portal ready on http://localhost:3000');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Coloured in a terminal; without its colours, one line:
    // [10:42:07] INFO: Daycare portal ready on http://localhost:3000 {"ms":812,"database":"pglite"}
    // eslint-disable-next-line no-control-regex
    const text = terminal.text().replace(/\u001b\[\d+m/g, '');
    expect(text).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Daycare portal ready on http:\/\/localhost:3000 \{"ms":812,"database":"pglite"\}\n$/,
    );
    expect(() => JSON.parse(text)).toThrow();
  });

  it('leaves pino its JSON lines elsewhere', async () => {
    expect(await logStream('development', output(false).stream)).toBeUndefined();
    expect(await logStream('production', output(true).stream)).toBeUndefined();
  });
});
