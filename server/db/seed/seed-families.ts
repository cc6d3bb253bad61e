import { consentForms } from '../../../contract/enums.ts';
import { children, enrolmentConsents, guardians, parentAccounts, users } from '../schema/index.ts';
import type { Centre, Child, Family, RoomKey, SeedContext } from './context.ts';
import { addDays, isWeekday, zonedInstant } from './dates.ts';
import { childFirstNames, familyNames, fixedChildFirstNames } from './names.ts';
import { roomAgeDays } from './seed-centre.ts';

// Siblings (family index → rooms). Family 0 is parent@example.com: a toddler and a preschooler.
const siblingRooms: Readonly<Record<number, RoomKey[]>> = {
  0: ['toddlers', 'preschool'],
  4: ['infants', 'preschool'],
  9: ['toddlers', 'pre-k'],
  15: ['infants', 'pre-k'],
  21: ['toddlers', 'preschool'],
  27: ['infants', 'toddlers'],
};
// Family 1 (parent2@example.com) has one child in Pre-K; the rest fill the rooms to 8/12/10/10.
const singleRooms: RoomKey[] = [
  ...Array<RoomKey>(5).fill('infants'),
  ...Array<RoomKey>(8).fill('toddlers'),
  ...Array<RoomKey>(7).fill('preschool'),
  ...Array<RoomKey>(7).fill('pre-k'),
];
// Families whose payment times an earlier demo drew at random (all but two): see below.
const earlierDrawsSkip = new Set([20, 29]);
// A separated family: family 2's children have a second guardian with a login of their own
// (billing splits the family's charges between the two, decision 034).
const coParentFamily = 2;
const coParent = { firstName: 'Ryan', address: '88 Lakeview Drive, Brookside, NY 12534' };

const streets = [
  'Oak Street',
  'Maple Avenue',
  'Cedar Lane',
  'Elm Street',
  'Birch Road',
  'Willow Way',
  'Pine Court',
  'Chestnut Drive',
];
const allergyChoices = ['Peanuts', 'Dairy', 'Eggs'] as const;
const medicalFor: Record<string, string> = {
  Peanuts: 'EpiPen kept in the office; nut-free table at meals.',
  Dairy: 'Lactose intolerant; oat milk provided by parents.',
  Eggs: 'Mild rash with eggs; no epinephrine needed.',
};

const pad4 = (n: number) => String(n).padStart(4, '0');
const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
export const parentEmail = (index: number, first: string, last: string) =>
  index === 0
    ? 'parent@example.com'
    : index === 1
      ? 'parent2@example.com'
      : `${emailPart(first)}.${emailPart(last)}@families.example`;

export async function seedFamilies(
  ctx: SeedContext,
  centre: Centre,
): Promise<{ families: Family[]; children: Child[] }> {
  const { tx, rng, today } = ctx;
  const singles = rng.shuffle(singleRooms);
  const spareNames = rng.shuffle(childFirstNames);
  const plan = familyNames.map((f, index) => {
    const rooms = siblingRooms[index] ?? [index === 1 ? 'pre-k' : singles.pop()!];
    const kids = rooms.map((room, k) => {
      const [youngest, oldest] = roomAgeDays[room];
      const ageDays = rng.int(youngest, oldest);
      // Enrolled at least 8 weeks after birth and before the two weeks of attendance shown.
      const enrolledDaysAgo = Math.max(20, Math.min(ageDays - 56, rng.int(30, 420)));
      let enrolDate = addDays(today, -enrolledDaysAgo);
      while (!isWeekday(enrolDate)) enrolDate = addDays(enrolDate, -1);
      const allergy = rng.chance(0.15) ? rng.pick(allergyChoices) : '';
      return {
        firstName: fixedChildFirstNames[index]?.[k] ?? spareNames.pop()!,
        room,
        dateOfBirth: addDays(today, -ageDays),
        enrolledAt: zonedInstant(enrolDate, rng.int(9 * 60, 16 * 60), ctx.timeZone),
        // The demo parent's preschooler always shows an allergy on the parent dashboard.
        allergy: index === 0 && k === 1 ? 'Peanuts' : allergy,
      };
    });
    const registeredAt = new Date(
      Math.min(...kids.map((c) => c.enrolledAt.getTime())) + 86_400_000,
    );
    return {
      ...f,
      index,
      kids,
      registeredAt,
      email: parentEmail(index, f.parentFirst, f.lastName),
    };
  });

  const userRows = await tx
    .insert(users)
    .values(
      plan.map((p) => ({
        email: p.email,
        passwordHash: ctx.passwordHash,
        isDemo: true,
        role: 'parent' as const,
        createdAt: p.registeredAt,
        updatedAt: p.registeredAt,
      })),
    )
    .returning({ id: users.id });

  // Billing has its own records now, made by the billing module's demo step (decision 034);
  // the subscription columns of parent accounts keep their defaults and are read by nothing.
  // The random draws an earlier demo made here for payment times are still made, so every
  // record generated after this one (attendance, incidents, messages) stays as it was.
  for (const p of plan) if (!earlierDrawsSkip.has(p.index)) rng.int(0, 90);
  const accountRows = await tx
    .insert(parentAccounts)
    .values(
      plan.map((p, i) => {
        return {
          userId: userRows[i]!.id,
          email: p.email,
          phoneNumber: `(555) 401-${pad4(p.index + 1)}`,
          firstName: p.parentFirst,
          lastName: p.lastName,
          address: `${12 + p.index * 17} ${streets[p.index % streets.length]}, Brookside, NY 12534`,
          emergencyContactName: p.contact,
          emergencyContactPhone: `(555) 310-${pad4(p.index + 1)}`,
          registrationDate: p.registeredAt,
          createdAt: p.registeredAt,
          updatedAt: p.registeredAt,
        };
      }),
    )
    .returning({ id: parentAccounts.id });

  const families: Family[] = plan.map((p, i) => ({
    index: p.index,
    parentAccountId: accountRows[i]!.id,
    userId: userRows[i]!.id,
    firstName: p.parentFirst,
    lastName: p.lastName,
    email: p.email,
    contactName: p.contact,
  }));
  const flat = plan.flatMap((p, i) => p.kids.map((kid) => ({ kid, p, family: families[i]! })));
  const childRows = await tx
    .insert(children)
    .values(
      flat.map(({ kid, p }) => ({
        firstName: kid.firstName,
        lastName: p.lastName,
        dateOfBirth: kid.dateOfBirth,
        roomId: centre.roomIds[kid.room],
        allergies: kid.allergy,
        medicalInfo: medicalFor[kid.allergy] ?? '',
        emergencyContact: `${p.contact} - (555) 310-${pad4(p.index + 1)}`,
        parentName: `${p.parentFirst} ${p.lastName}`,
        parentPhone: `(555) 401-${pad4(p.index + 1)}`,
        parentEmail: p.email,
        relationship: 'parent',
        // Every consent form is recorded below, at enrolment.
        enrolmentCompletedAt: kid.enrolledAt,
        createdAt: kid.enrolledAt,
        updatedAt: kid.enrolledAt,
      })),
    )
    .returning({ id: children.id });

  await tx.insert(guardians).values(
    // The link exists once both the child and the parent's account do.
    flat.map(({ kid, p, family }, i) => ({
      parentAccountId: family.parentAccountId,
      childId: childRows[i]!.id,
      relationship: 'parent',
      createdAt: kid.enrolledAt > p.registeredAt ? kid.enrolledAt : p.registeredAt,
    })),
  );
  await seedCoParent(ctx, plan[coParentFamily]!, flat, childRows);

  const forms = Object.keys(consentForms) as (keyof typeof consentForms)[];
  await tx.insert(enrolmentConsents).values(
    flat.flatMap(({ kid }, i) =>
      forms.map((form) => ({
        childId: childRows[i]!.id,
        form,
        confirmedByUserId: centre.directorUserId,
        confirmedAt: kid.enrolledAt,
      })),
    ),
  );

  const seeded: Child[] = flat.map(({ kid, p, family }, i) => ({
    id: childRows[i]!.id,
    firstName: kid.firstName,
    lastName: p.lastName,
    room: kid.room,
    family,
  }));
  return { families, children: seeded };
}

/** The second guardian of a separated family: their own account, linked to the children. */
async function seedCoParent(
  ctx: SeedContext,
  family: { index: number; lastName: string; registeredAt: Date; contact: string },
  flat: { kid: { enrolledAt: Date }; p: { index: number } }[],
  childRows: { id: number }[],
) {
  const { tx } = ctx;
  const email = parentEmail(-1, coParent.firstName, family.lastName);
  const registeredAt = new Date(family.registeredAt.getTime() + 2 * 86_400_000);
  const [user] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: ctx.passwordHash,
      isDemo: true,
      role: 'parent',
      createdAt: registeredAt,
      updatedAt: registeredAt,
    })
    .returning({ id: users.id });
  const [account] = await tx
    .insert(parentAccounts)
    .values({
      userId: user!.id,
      email,
      phoneNumber: `(555) 402-${pad4(family.index + 1)}`,
      firstName: coParent.firstName,
      lastName: family.lastName,
      address: coParent.address,
      emergencyContactName: family.contact,
      emergencyContactPhone: `(555) 310-${pad4(family.index + 1)}`,
      registrationDate: registeredAt,
      createdAt: registeredAt,
      updatedAt: registeredAt,
    })
    .returning({ id: parentAccounts.id });
  await tx.insert(guardians).values(
    flat.flatMap(({ kid, p }, i) =>
      p.index === family.index
        ? [
            {
              parentAccountId: account!.id,
              childId: childRows[i]!.id,
              relationship: 'parent',
              createdAt: kid.enrolledAt > registeredAt ? kid.enrolledAt : registeredAt,
            },
          ]
        : [],
    ),
  );
}
