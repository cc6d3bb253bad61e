import { z } from './zod.ts';

/** A message id of the catalogues (locales/…/errors.json) and its variables (decision 021). */
export const errorCode = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorCode = z.infer<typeof errorCode>;

/**
 * Every error the API returns has this shape. `message` is the English text (the spec's
 * words); `code` and `params` let the client say it in the reader's language. fieldErrors
 * (English) and fieldCodes only for validation failures, keyed by the field's path.
 */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  params: errorCode.shape.params,
  fieldErrors: z.record(z.string(), z.string()).optional(),
  fieldCodes: z.record(z.string(), errorCode).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
