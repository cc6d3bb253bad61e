import { z } from './zod.ts';
import { messagePriorities } from './enums.ts';

export const unreadCountResponse = z.object({ count: z.number().int().default(0) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const recentMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  senderName: z.string(),
  priority: z.enum(messagePriorities),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export const recentMessagesResponse = z.array(recentMessage);
export type RecentMessage = z.infer<typeof recentMessage>;
