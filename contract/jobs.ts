import { z } from './zod.ts';
import { timestamp } from './common.ts';

/** A background job that failed for good (every attempt), for a director to look at. */
export const failedJobResponse = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** What it was doing, e.g. "E-mail: Your parent registration link". */
  label: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  failedAt: timestamp,
});
export type FailedJobResponse = z.infer<typeof failedJobResponse>;
export const failedJobsResponse = z.array(failedJobResponse);

export const jobNotFailedMessage = 'errors.jobNotFailed';
