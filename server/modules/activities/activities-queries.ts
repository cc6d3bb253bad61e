import type { ActivityResponse } from '../../../contract/activities.ts';
import { activities } from '../../db/schema/index.ts';
import { dayRecordQueries } from '../day-records/day-record-queries.ts';

/** Activities, newest first: by day, then by when they were logged. */
export const activityQueries = dayRecordQueries({
  table: activities,
  fields: {
    id: activities.id,
    childId: activities.childId,
    date: activities.date,
    activity: activities.activity,
    notes: activities.notes,
    staffId: activities.staffId,
    createdAt: activities.createdAt,
  },
  newestFirst: [activities.date, activities.createdAt, activities.id],
  toResponse: (row): ActivityResponse => ({ ...row, createdAt: row.createdAt.toISOString() }),
});
