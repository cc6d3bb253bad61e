import { ensureMilestoneCatalogue } from '../milestone-catalogue/ensure-catalogue.ts';
import { cameras, events } from '../schema/index.ts';
import type { Centre, RoomKey, SeedContext } from './context.ts';
import { addDays, isWeekday } from './dates.ts';

const day = 86_400_000;

const eventDefs = [
  {
    inDays: 3,
    title: 'Parent–Teacher Conferences',
    time: '4:00 PM',
    type: 'meeting',
    participants: 'Parents and lead teachers',
    description:
      "Fifteen-minute conversations about your child's progress. Sign up at the front desk.",
  },
  {
    inDays: 7,
    title: 'Family Picnic Day',
    time: '11:30 AM',
    type: 'celebration',
    participants: 'All families',
    description: 'Bring a blanket; the centre provides lemonade and fruit. Siblings welcome.',
  },
  {
    inDays: 11,
    title: 'Field Trip: Brookside Fire Station',
    time: '9:30 AM',
    type: 'field-trip',
    participants: 'Preschool and Pre-K rooms',
    description:
      'Firefighters show the truck and talk about fire safety. Signed permission slip required.',
  },
  {
    inDays: 15,
    title: 'Monthly Birthday Celebration',
    time: '3:00 PM',
    type: 'celebration',
    participants: 'All rooms',
    description: "We celebrate this month's birthdays with songs and a healthy treat.",
  },
  {
    inDays: 22,
    title: 'Staff Development Day – Centre Closed',
    time: 'All day',
    type: 'holiday',
    participants: 'All staff',
    description: 'The centre is closed for staff first-aid and CPR training.',
  },
  {
    inDays: 28,
    title: 'Field Trip: Public Library Story Hour',
    time: '10:00 AM',
    type: 'field-trip',
    participants: 'Preschool Room',
    description: "Story hour with the children's librarian; each child picks a book to borrow.",
  },
] as const;

const cameraDefs: readonly {
  room: RoomKey;
  name: string;
  location: string;
  port: number | null;
  active: boolean;
}[] = [
  // One camera offline so the monitoring screen shows that state too; not a room of the
  // demo parents' children, so both of them can start a viewing session.
  {
    room: 'infants',
    name: 'Infant Room Camera',
    location: 'Infant Room – ceiling, above the cribs',
    port: 554,
    active: false,
  },
  {
    room: 'toddlers',
    name: 'Toddler Room Camera',
    location: 'Toddler Room – corner by the play mat',
    port: 554,
    active: true,
  },
  {
    room: 'preschool',
    name: 'Preschool Room Camera',
    location: 'Preschool Room – above the reading nook',
    port: null,
    active: true,
  },
  {
    room: 'pre-k',
    name: 'Pre-K Room Camera',
    location: 'Pre-K Room – by the art tables',
    port: 554,
    active: true,
  },
];

export async function seedExtras(ctx: SeedContext, centre: Centre) {
  const { tx, now, today } = ctx;
  const createdAt = new Date(now.getTime() - 5 * day);
  await tx.insert(events).values(
    eventDefs.map(({ inDays, ...e }) => {
      // The centre is closed at weekends: move an event to the following Monday.
      let date = addDays(today, inDays);
      while (!isWeekday(date)) date = addDays(date, 1);
      return { ...e, date, createdAt };
    }),
  );

  await tx.insert(cameras).values(
    cameraDefs.map((c, i) => ({
      name: c.name,
      location: c.location,
      roomId: centre.roomIds[c.room],
      ipAddress: `192.168.10.${11 + i}`,
      port: c.port,
      streamUrl: null,
      // The demo's cameras show the picture the app draws (room name and clock).
      testPattern: true,
      // The drawn picture's own size (sources/test-pattern.ts), as the health check reads it.
      frameWidth: 640,
      frameHeight: 360,
      isActive: c.active,
      online: c.active,
      lastCheckedAt: c.active ? now : null,
      lastOnline: new Date(now.getTime() - (c.active ? (i + 1) * 60_000 : 2 * day)),
      createdAt: new Date(now.getTime() - 200 * day),
    })),
  );

  // The catalogue every centre starts with (a started server has added it already).
  await ensureMilestoneCatalogue(tx, createdAt);
}
