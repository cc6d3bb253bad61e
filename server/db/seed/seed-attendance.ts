import type { moods } from '../../../contract/enums.ts';
import { attendance, dailyReports } from '../schema/index.ts';
import type { Centre, Child, RoomKey, SeedContext, Visit } from './context.ts';
import { minutesToHhmm, zonedInstant } from './dates.ts';

const minute = 60_000;

/**
 * Weekday attendance for the given dates. `mustAttend` holds `childId|date` keys that need a
 * visit (an incident happened then). Today only has check-ins that already happened by `now`.
 */
export async function seedAttendance(
  ctx: SeedContext,
  centre: Centre,
  kids: Child[],
  dates: string[],
  mustAttend: Set<string>,
): Promise<Visit[]> {
  const { rng, today, nowMinutes } = ctx;
  const visits: Visit[] = [];
  for (const date of dates) {
    for (const child of kids) {
      // The demo families are always in, so their dashboards are never empty.
      const always = child.family.index < 2 || mustAttend.has(`${child.id}|${date}`);
      const attends = rng.chance(0.9) || always;
      const late = rng.chance(0.12);
      const inMinutes = late ? rng.int(9 * 60 + 1, 9 * 60 + 30) : rng.int(7 * 60, 9 * 60);
      const outMinutes = rng.int(15 * 60 + 30, 18 * 60);
      if (!attends) continue;
      if (date === today) {
        if (inMinutes < nowMinutes) visits.push({ child, date, inMinutes, outMinutes: null });
      } else visits.push({ child, date, inMinutes, outMinutes });
    }
  }
  if (visits.length === 0) return visits;

  const at = (date: string, minutes: number) => zonedInstant(date, minutes, ctx.timeZone);
  await ctx.tx.insert(attendance).values(
    visits.map((v) => {
      const parent = `${v.child.family.firstName} ${v.child.family.lastName} (parent)`;
      const pickup = rng.chance(0.1) ? `${v.child.family.contactName} (emergency contact)` : parent;
      return {
        childId: v.child.id,
        date: v.date,
        checkInAt: at(v.date, v.inMinutes),
        checkOutAt: v.outMinutes === null ? null : at(v.date, v.outMinutes),
        status: v.inMinutes > 9 * 60 ? 'late' : 'present',
        checkInBy: parent,
        checkOutBy: v.outMinutes === null ? null : pickup,
        recordedByUserId: rng.chance(0.7) ? centre.teacherUserId : centre.directorUserId,
        createdAt: at(v.date, v.inMinutes),
      };
    }),
  );
  await seedDailyReports(ctx, centre, visits);
  return visits;
}

const meals: Record<'baby' | 'big', readonly string[]> = {
  baby: [
    'Bottle 6 oz at 9:30 and 1:00; pureed sweet potato at 11:30 (ate all).',
    'Bottle 5 oz at 10:00; mashed banana and rice cereal at 11:30 (ate most).',
    'Bottle 7 oz at 9:00 and 12:30; pureed peas at 11:15 (ate some).',
  ],
  big: [
    'Breakfast: oatmeal with berries (ate all). Lunch: chicken, rice and green beans (ate most). Snack: apple slices.',
    'Breakfast: whole-grain toast (ate some). Lunch: pasta with tomato sauce (ate all). Snack: yogurt.',
    'Breakfast: scrambled eggs (ate most). Lunch: turkey wrap and carrots (ate some). Snack: crackers and cheese.',
    'Breakfast: cereal and milk (ate all). Lunch: bean and cheese quesadilla (ate all). Snack: orange wedges.',
  ],
};
const roomActivities: Record<RoomKey, readonly string[]> = {
  infants: [
    'Tummy time',
    'Sensory bottles',
    'Baby sign language songs',
    'Stroller walk',
    'Board books',
  ],
  toddlers: [
    'Finger painting',
    'Bubble play',
    'Music and movement',
    'Sand table',
    'Stacking blocks',
  ],
  preschool: [
    'Story time',
    'Play-dough shapes',
    'Outdoor play',
    'Counting games',
    'Dress-up corner',
  ],
  'pre-k': [
    'Letter practice',
    'Science: sink or float',
    'Outdoor play',
    'Puzzles',
    'Show and tell',
  ],
};
const reportNotes = [
  'Had a great day and played well with friends.',
  'A little clingy at drop-off but settled quickly.',
  'Loved the songs at circle time.',
  'Please send a spare set of clothes tomorrow.',
  'Shared toys nicely today.',
  '',
];
// Mostly good days, now and then a tired or fussy one.
const moodWeights: readonly (typeof moods)[number][] = [
  'happy',
  'happy',
  'happy',
  'content',
  'content',
  'excited',
  'tired',
  'fussy',
  'cranky',
];

async function seedDailyReports(ctx: SeedContext, centre: Centre, visits: Visit[]) {
  const { rng, today, now } = ctx;
  const rows = visits.flatMap((v) => {
    if (!rng.chance(v.date === today ? 0.5 : 0.6)) return [];
    const baby = v.child.room === 'infants';
    const napStart = rng.int(12 * 60 + 15, 13 * 60 + 15);
    const napLength = rng.int(45, 120);
    const naps = baby
      ? `Two naps: ${minutesToHhmm(rng.int(9 * 60 + 30, 10 * 60))} and ${minutesToHhmm(napStart)} (about ${napLength} min)`
      : v.child.room === 'pre-k' && rng.chance(0.3)
        ? 'Quiet rest with books; did not sleep'
        : `${minutesToHhmm(napStart)}–${minutesToHhmm(napStart + napLength)} (${napLength} min)`;
    const [first, second] = rng.shuffle(roomActivities[v.child.room]);
    const meal = rng.pick(meals[baby ? 'baby' : 'big']);
    // Today's reports are still being written: only what has happened so far.
    const soFar = v.outMinutes === null;
    const checkIn = zonedInstant(v.date, v.inMinutes, ctx.timeZone).getTime();
    const written =
      v.outMinutes === null
        ? Math.min(now.getTime(), checkIn + rng.int(60, 240) * minute)
        : zonedInstant(v.date, v.outMinutes - rng.int(15, 60), ctx.timeZone).getTime();
    return [
      {
        childId: v.child.id,
        date: v.date,
        meals: !soFar
          ? meal
          : baby
            ? 'Bottle 6 oz after drop-off (took most).'
            : (meal.split(' Lunch:')[0] ?? meal),
        naps: soFar && napStart > ctx.nowMinutes ? '' : naps,
        activities: `${first}, ${second}`,
        mood: rng.pick(moodWeights),
        notes: rng.pick(reportNotes),
        staffId: rng.pick(centre.roomStaff[v.child.room]),
        createdAt: new Date(written),
      },
    ];
  });
  if (rows.length > 0) await ctx.tx.insert(dailyReports).values(rows);
}
