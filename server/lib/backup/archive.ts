import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Runs a command to its end; rejects with its error output when it fails. A `background`
 * command runs at a lower priority than the server, so requests go first on a busy machine.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  options: { background?: boolean } = {},
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    if (options.background && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${command} could not be started (${error.message}); is it installed?`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** A folder packed into one .tar.gz (the tar of the system: Linux, macOS and Windows have it). */
export const pack = (folder: string, archive: string) =>
  run('tar', ['-czf', archive, '-C', folder, '.'], process.env, { background: true });
export const unpack = (archive: string, folder: string) =>
  run('tar', ['-xzf', archive, '-C', folder]);
