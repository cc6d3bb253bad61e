/**
 * Every server list the staff portal caches, in one place, so a mutation in one feature can
 * refresh what it changes in another (a check-in changes the attendance table, the stats
 * and the room ratios) without the features importing each other.
 */
export const queryKeys = {
  children: ['children'] as const,
  child: (id: number) => ['children', id] as const,
  attendance: (date: string) => ['attendance', date] as const,
  attendanceAll: ['attendance'] as const,
  dailyReports: ['daily-reports'] as const,
  incidents: ['incidents'] as const,
  activities: ['activities'] as const,
  events: ['events'] as const,
  staff: ['staff'] as const,
  dashboardStats: ['dashboard', 'stats'] as const,
  roomRatios: ['dashboard', 'ratios'] as const,
  rooms: ['rooms'] as const,
  invitations: ['parent-invitations'] as const,
};
