// Constants of the HTTP exchange itself, kept apart from the zod schemas so the client's
// entry chunk can use them without loading zod.

/**
 * Lists that grow take `limit` and `before` (the cursor of the previous page's last row);
 * when there is more, the next page's cursor comes back in this response header.
 */
export const nextCursorHeader = 'Next-Cursor';
