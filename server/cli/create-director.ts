/**
 * Creates the first director of a production installation (there is no default account):
 *   npm run create-director -- --email dana@centre.example --name "Dana Whitfield"
 * Asks for the password, or generates and prints one when stdin is not a terminal.
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { cryptoTokens } from '../lib/tokens.ts';
import { createDirector } from './create-director-queries.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
});
const email = z.email().safeParse(values.email);
const name = (values.name ?? '').trim();
if (!email.success || name.split(/\s+/).length < 2) {
  console.error(
    'Usage: npm run create-director -- --email <e-mail> --name "<first> <last>" [--phone <phone>]',
  );
  process.exit(2);
}

async function askPassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: cryptoTokens.token(12), generated: true };
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question('Password (at least 10 characters; empty to generate one): ');
  rl.close();
  if (password === '') return { password: cryptoTokens.token(12), generated: true };
  // Its length and whether it is a common one: createDirector refuses it, saying why.
  return { password, generated: false };
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const { password, generated } = await askPassword();
  const [firstName, ...rest] = name.split(/\s+/);
  await createDirector(database.db, {
    email: email.data,
    firstName: firstName!,
    lastName: rest.join(' '),
    phone: values.phone ?? '',
    password,
  });
  console.log(`Director ${email.data} created.`);
  if (generated) console.log(`Generated password (shown once): ${password}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
