import { spawn } from 'node:child_process';

/** Runs a command to its end; rejects with its error output when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
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
  run('tar', ['-czf', archive, '-C', folder, '.']);
export const unpack = (archive: string, folder: string) =>
  run('tar', ['-xzf', archive, '-C', folder]);
