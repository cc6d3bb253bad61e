import { z } from 'zod';

// Branded ids: a parent id cannot be passed where a child id is expected.
const id = <B extends string>() => z.coerce.number().int().positive().max(2_147_483_647).brand<B>();

export const userId = id<'UserId'>();
export type UserId = z.infer<typeof userId>;
export const childId = id<'ChildId'>();
export type ChildId = z.infer<typeof childId>;
export const staffId = id<'StaffId'>();
export type StaffId = z.infer<typeof staffId>;
export const parentAccountId = id<'ParentAccountId'>();
export type ParentAccountId = z.infer<typeof parentAccountId>;
export const roomId = id<'RoomId'>();
export type RoomId = z.infer<typeof roomId>;
export const messageId = id<'MessageId'>();
export type MessageId = z.infer<typeof messageId>;
