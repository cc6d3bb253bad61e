/**
 * The moment every API test starts at: a Wednesday, 10:00 in the centre's time zone
 * (America/New_York), so "today" has check-ins and the week has history.
 */
export const testNow = new Date('2026-11-18T15:00:00Z');
