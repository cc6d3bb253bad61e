/**
 * The ILIKE pattern of a list's search box: a case-insensitive substring, where `%`, `_` and
 * `\` are the reader's characters, not wildcards (contract/common.ts searchParam).
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
