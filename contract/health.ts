import { z } from './zod.ts';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.object({ status: z.literal('ok'), kind: z.enum(['pglite', 'postgres']) }),
});
