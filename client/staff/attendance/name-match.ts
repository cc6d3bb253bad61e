// The server's rule (server/modules/handover/names.ts), so the dialog warns as the name is
// typed; the server decides at check-out.

export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/** Every word of the restricted name is a word of the collector's. */
export function namesMatch(restricted: string, collector: string): boolean {
  const wanted = nameWords(restricted);
  if (wanted.length === 0) return false;
  const words = new Set(nameWords(collector));
  return wanted.every((word) => words.has(word));
}
