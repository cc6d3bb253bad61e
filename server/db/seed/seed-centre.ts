import { defaultRooms, ensureCentreDefaults } from '../centre-defaults.ts';
import type { Db } from '../client.ts';
import { centreSettings, rooms, staff, users } from '../schema/index.ts';
import type { Centre, RoomKey, SeedContext } from './context.ts';

export const centreTimeZone = 'America/New_York';

/** Age range of the children placed in each room, in days, so ages always match the room. */
export const roomAgeDays: Record<RoomKey, [number, number]> = {
  infants: [95, 360],
  toddlers: [400, 1050],
  preschool: [1110, 1450],
  'pre-k': [1480, 1800],
};

type StaffDef = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  room: RoomKey | 'office' | null;
  onDuty: boolean;
  login?: { email: string; role: 'director' | 'staff' };
};

// Director and teacher first: they are the two staff sign-ins of the demo.
const staffDefs: readonly StaffDef[] = [
  {
    firstName: 'Dana',
    lastName: 'Whitfield',
    jobTitle: 'Director',
    room: 'office',
    onDuty: true,
    login: { email: 'director@example.com', role: 'director' },
  },
  {
    firstName: 'Tom',
    lastName: 'Alvarez',
    jobTitle: 'Lead Teacher',
    room: 'toddlers',
    onDuty: true,
    login: { email: 'teacher@example.com', role: 'staff' },
  },
  {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    jobTitle: 'Lead Teacher',
    room: 'infants',
    onDuty: true,
  },
  {
    firstName: 'Keisha',
    lastName: 'Brown',
    jobTitle: 'Assistant Teacher',
    room: 'infants',
    onDuty: false,
  },
  {
    firstName: 'Ryan',
    lastName: "O'Connor",
    jobTitle: 'Assistant Teacher',
    room: 'toddlers',
    onDuty: false,
  },
  {
    firstName: 'Emily',
    lastName: 'Chen',
    jobTitle: 'Lead Teacher',
    room: 'preschool',
    onDuty: true,
  },
  {
    firstName: 'Ben',
    lastName: 'Carter',
    jobTitle: 'Assistant Teacher',
    room: 'preschool',
    onDuty: false,
  },
  { firstName: 'Aisha', lastName: 'Rahman', jobTitle: 'Lead Teacher', room: 'pre-k', onDuty: true },
  { firstName: 'Linda', lastName: 'Nguyen', jobTitle: 'Nurse', room: null, onDuty: true },
  { firstName: 'George', lastName: 'Miller', jobTitle: 'Support Staff', room: null, onDuty: false },
];

const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

export async function seedCentre(ctx: SeedContext): Promise<Centre> {
  const { tx } = ctx;
  const centre = {
    name: 'Sunny Days Child Care Centre',
    timeZone: ctx.timeZone,
    invitationExpiryDays: 14,
    address: '250 Sunny Lane, Brookside, NY 12534',
    phone: '(555) 200-1000',
    email: 'hello@sunnydays.example',
    openingTime: '07:00',
    closingTime: '18:00',
    statusMessage: 'Open today 7:00 AM – 6:00 PM',
    // The demo centre is set up: its director lands on the dashboard, not the first start.
    setupCompletedAt: ctx.now,
    updatedAt: ctx.now,
  };
  // The rooms and the settings row exist in every centre (main.ts ensures them at start);
  // the demo gives the centre its name and details.
  await ensureCentreDefaults(tx as unknown as Db);
  await tx
    .insert(centreSettings)
    .values({ id: 1, ...centre })
    .onConflictDoUpdate({ target: centreSettings.id, set: centre });
  const roomRows = await tx.select({ id: rooms.id, key: rooms.filterKey }).from(rooms);
  const roomIds = Object.fromEntries(roomRows.map((r) => [r.key, r.id])) as Record<RoomKey, number>;

  // Explicit timestamps keep the seed a pure function of `now`.
  const hiredAt = new Date(ctx.now.getTime() - 400 * 86_400_000);
  const logins = staffDefs.flatMap((s) => (s.login ? [s.login] : []));
  const userRows = await tx
    .insert(users)
    .values(
      logins.map((l) => ({
        email: l.email,
        passwordHash: ctx.passwordHash,
        isDemo: true,
        role: l.role,
        createdAt: hiredAt,
        updatedAt: hiredAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(userRows.map((u) => [u.email, u.id]));

  const roomLabel = (room: StaffDef['room']) =>
    room === null
      ? null
      : room === 'office'
        ? 'Main Office'
        : defaultRooms.find((r) => r.filterKey === room)!.name;
  const staffRows = await tx
    .insert(staff)
    .values(
      staffDefs.map((s, i) => ({
        userId: s.login ? userIdByEmail.get(s.login.email)! : null,
        firstName: s.firstName,
        lastName: s.lastName,
        role: s.jobTitle,
        room: roomLabel(s.room),
        phone: `(555) 201-${String(i + 1).padStart(4, '0')}`,
        // Staff who sign in use their sign-in address, so the menu and staff list agree.
        email:
          s.login?.email ?? `${emailPart(s.firstName)}.${emailPart(s.lastName)}@sunnydays.example`,
        isOnDuty: s.onDuty,
        createdAt: hiredAt,
      })),
    )
    .returning({ id: staff.id });

  const roomStaff = { infants: [], toddlers: [], preschool: [], 'pre-k': [] } as Record<
    RoomKey,
    number[]
  >;
  staffDefs.forEach((s, i) => {
    if (s.room && s.room !== 'office') roomStaff[s.room].push(staffRows[i]!.id);
  });
  return {
    roomIds,
    roomStaff,
    directorUserId: userIdByEmail.get('director@example.com')!,
    teacherUserId: userIdByEmail.get('teacher@example.com')!,
    directorStaffId: staffRows[0]!.id,
    teacherStaffId: staffRows[1]!.id,
  };
}
