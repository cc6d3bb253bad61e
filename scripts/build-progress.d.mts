// Types of build-progress.mjs (plain JavaScript, run by node), for its test.
import type { Plugin } from 'vite';

export function buildProgress(
  out?: { write(text: string): unknown; isTTY?: boolean },
  now?: () => number,
): Plugin;
