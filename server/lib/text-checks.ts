export const tooDeepMessage = 'errors.tooDeep';
/** Far deeper than any form the portal has; a walk this deep is an attack. */
const maxDepth = 32;

const badText = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/**
 * The first place in `value` (a parsed body, query or path parameters) holding a string
 * PostgreSQL cannot store faithfully: a NUL character (refused by text columns) or a lone
 * UTF-16 surrogate (which would be silently changed to U+FFFD, or refused by jsonb).
 * Object keys count too. Returns the path ('children.0.name'), 'too deep', or null. Walked
 * with a stack, not recursion: hostile nesting cannot exhaust the call stack.
 */
export function badTextPath(value: unknown): string | 'too deep' | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (badText(current)) return path.join('.') || '_';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxDepth) return 'too deep';
    for (const [key, inner] of Object.entries(current)) {
      if (badText(key)) return [...path, '_key'].join('.');
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return null;
}
