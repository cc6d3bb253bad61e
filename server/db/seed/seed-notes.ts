import { activities, incidents } from '../schema/index.ts';
import type { Centre, Child, SeedContext, Visit } from './context.ts';
import { minutesToHhmm, zonedInstant } from './dates.ts';

const minute = 60_000;

const incidentTexts: readonly [description: string, actionTaken: string][] = [
  [
    'Bumped forehead on the edge of the play table while standing up.',
    'Cold compress applied for 10 minutes; no swelling. Monitored for the rest of the day.',
  ],
  [
    'Scraped knee after tripping on the playground.',
    'Cleaned with water, antiseptic applied and covered with a bandage.',
  ],
  [
    'Was bitten on the finger by a classmate during block play.',
    'Washed the area and applied ice; skin not broken. Talked with both children about gentle hands.',
  ],
  [
    'Small scratch on the cheek from a classmate during circle time.',
    'Cleaned with soap and water; no further treatment needed.',
  ],
  ['Pinched fingers in the cubby door.', 'Ice pack applied; fingers move freely, no bruising.'],
  [
    'Slipped off the bottom step of the climbing frame and landed on bottom.',
    'Checked for injuries, none found; comforted and returned to play.',
  ],
  [
    'Nosebleed after rubbing nose during nap.',
    'Leaned forward and pinched the nose for 5 minutes until it stopped; clothes changed.',
  ],
  [
    'Bumped lip on a cup at lunch; slight bleeding.',
    'Cold cloth applied; bleeding stopped within two minutes.',
  ],
];

export type IncidentPlan = { child: Child; date: string; minutes: number; text: [string, string] };

/**
 * Eight incidents on past weekdays, planned before attendance so the child is there that day.
 * The demo parents' children each get one; the two most recent are not yet notified.
 */
export function planIncidents(
  ctx: SeedContext,
  kids: Child[],
  pastDates: string[],
): IncidentPlan[] {
  const { rng } = ctx;
  const demo = kids.filter((c) => c.family.index < 2);
  const others = rng.shuffle(kids.filter((c) => c.family.index >= 2));
  // Slots 1, 3 and 4 are the demo children: older incidents, already notified.
  const who = [
    others[0]!,
    demo[0]!,
    others[1]!,
    demo[1]!,
    demo[2]!,
    others[2]!,
    others[3]!,
    others[4]!,
  ];
  return who.map((child, k) => ({
    child,
    date: pastDates[Math.floor((k * pastDates.length) / who.length)]!,
    minutes: rng.int(10 * 60, 15 * 60),
    text: incidentTexts[k]!,
  }));
}

export async function seedIncidents(ctx: SeedContext, centre: Centre, plan: IncidentPlan[]) {
  const { rng } = ctx;
  await ctx.tx.insert(incidents).values(
    plan.map((p, k) => {
      const at = zonedInstant(p.date, p.minutes, ctx.timeZone);
      const notified = k < plan.length - 2;
      return {
        childId: p.child.id,
        date: p.date,
        time: `${minutesToHhmm(p.minutes)}:00`,
        description: p.text[0],
        actionTaken: p.text[1],
        staffId: centre.roomStaff[p.child.room][0]!,
        parentNotified: notified,
        parentNotifiedAt: notified ? new Date(at.getTime() + rng.int(10, 30) * minute) : null,
        createdAt: new Date(at.getTime() + 5 * minute),
      };
    }),
  );
}

const activityTexts: readonly [activity: string, notes: string][] = [
  ['Finger painting', 'Mixed colours and made hand prints.'],
  ['Story time', 'Read "The Very Hungry Caterpillar" and counted the fruit.'],
  ['Outdoor play', 'Ran races and played in the sandbox.'],
  ['Music and movement', 'Danced with scarves and played the drums.'],
  ['Building blocks', 'Built a tall tower with friends.'],
  ['Gardening', 'Watered the bean sprouts and checked their growth.'],
  ['Play-dough', 'Made shapes and rolled snakes.'],
  ['Puzzle time', 'Finished a 12-piece puzzle with little help.'],
  ['Sensory bin', 'Explored rice, scoops and hidden toys.'],
  ['Nature walk', 'Collected leaves and talked about colours.'],
  ['Cooking class', 'Helped make fruit salad for snack.'],
  ['Show and tell', 'Shared a favourite toy with the group.'],
];

/** About six logged activities per weekday, each within the child's time at the centre. */
export async function seedActivities(
  ctx: SeedContext,
  centre: Centre,
  visits: Visit[],
  dates: string[],
) {
  const { rng } = ctx;
  const rows = dates.flatMap((date) =>
    rng
      .shuffle(visits.filter((v) => v.date === date))
      .slice(0, 6)
      .flatMap((v) => {
        const from = v.inMinutes + 30;
        const to = (v.outMinutes ?? ctx.nowMinutes) - 15;
        if (to <= from) return [];
        const [activity, notes] = rng.pick(activityTexts);
        return [
          {
            childId: v.child.id,
            date,
            activity,
            notes,
            staffId: rng.pick(centre.roomStaff[v.child.room]),
            createdAt: zonedInstant(date, rng.int(from, to), ctx.timeZone),
          },
        ];
      }),
  );
  if (rows.length > 0) await ctx.tx.insert(activities).values(rows);
}
