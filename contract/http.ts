// Constants of the HTTP exchange itself, kept apart from the zod schemas so the client's
// entry chunk can use them without loading zod.

/**
 * Lists that grow take `limit` and `before` (the cursor of the previous page's last row);
 * when there is more, the next page's cursor comes back in this response header.
 */
export const nextCursorHeader = 'Next-Cursor';

/**
 * Money writes take this request header (decision 045): one key per submission, and a repeat
 * with the same key gets the first answer instead of writing again.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
