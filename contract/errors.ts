import { z } from './zod.ts';

/** Every error the API returns has this shape; fieldErrors only for validation failures. */
export const errorResponse = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
