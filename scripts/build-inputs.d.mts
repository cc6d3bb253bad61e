// Types of build-inputs.mjs (plain JavaScript, run by node), for its test.
export const clientInputs: string[];
export const serverInputs: string[];
export function stale(root: string, stamp: string, inputs: string[]): boolean;
