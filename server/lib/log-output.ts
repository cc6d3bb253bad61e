import type { Config } from '../config.ts';

/**
 * How the server's log is written: readable lines (time, level, message, details) when a
 * person watches it in a terminal; JSON lines, one object each, for a log collector: in
 * production, and whenever the output is not a terminal (a file, a pipe, a service manager).
 */
export function logFormat(env: Config['env'], isTerminal: boolean): 'pretty' | 'json' {
  return env !== 'production' && isTerminal ? 'pretty' : 'json';
}

/**
 * The stream the log goes to when it is to be read in a terminal (undefined: pino's own
 * JSON on stdout). pino-pretty is loaded only then.
 */
export async function logStream(
  env: Config['env'],
  output: NodeJS.WriteStream = process.stdout,
): Promise<NodeJS.WritableStream | undefined> {
  if (logFormat(env, Boolean(output.isTTY)) === 'json') return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination: output,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}
