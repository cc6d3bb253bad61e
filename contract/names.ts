/**
 * Shared by the check-out dialog (which warns as the name is typed) and the server (which
 * decides at check-out), so both apply one rule.
 *
 * Names as the door compares them: letters without accents, lower case, one space between
 * words, punctuation gone ("O'Brien-Smith" → "o brien smith").
 */
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

/**
 * Whether a collector's name is a restricted person's: every word of the restricted name is
 * a word of the collector's ("John Smith" matches "john  SMITH" and "John A. Smith", not
 * "Smith" alone). Erring towards a match is right here: a false alarm costs a director's
 * look, a miss costs a child (decision 065).
 */
export function namesMatch(restricted: string, collector: string): boolean {
  const wanted = nameWords(restricted);
  if (wanted.length === 0) return false;
  const words = new Set(nameWords(collector));
  return wanted.every((word) => words.has(word));
}
