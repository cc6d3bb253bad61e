/**
 * The centre's today (America/New_York) as YYYY-MM-DD: what the server calls today. The UTC
 * date is already tomorrow there from 19:00 or 20:00, and a record dated then is refused as
 * in the future.
 */
export const centreToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
