import type { Centre, Child, Family } from './context.ts';

export type Who = { userId: number; type: 'staff' | 'parent' };
export type Priority = 'urgent' | 'high' | 'normal' | 'low';
export type Note = {
  from: Who;
  to: Who;
  hoursAgo: number;
  subject: string;
  content: string;
  priority: Priority;
  read: boolean;
};
export type Conversation = { child: Child | null; notes: Note[]; messageType?: string };

/**
 * Twelve messages in nine conversations. Unread on purpose: 3 for the director,
 * 2 for the teacher and 2 for parent@example.com, so every badge shows a real count.
 */
export function buildConversations(
  centre: Centre,
  families: Family[],
  kids: Child[],
): Conversation[] {
  const director: Who = { userId: centre.directorUserId, type: 'staff' };
  const teacher: Who = { userId: centre.teacherUserId, type: 'staff' };
  const parent = (index: number): Who => ({ userId: families[index]!.userId, type: 'parent' });
  const childOf = (index: number, k = 0) => kids.filter((c) => c.family.index === index)[k]!;
  const [aarav, anika, jayden] = [childOf(0, 0), childOf(0, 1), childOf(1)];
  const kimChild = childOf(3);
  const toddler = kids.find((c) => c.room === 'toddlers' && c.family.index >= 2)!;
  const note = (
    from: Who,
    to: Who,
    hoursAgo: number,
    subject: string,
    content: string,
    priority: Priority,
    read: boolean,
  ): Note => ({ from, to, hoursAgo, subject, content, priority, read });

  return [
    {
      child: aarav,
      notes: [
        note(
          parent(0),
          teacher,
          74,
          "Aarav's nap schedule",
          'Hi Tom, Aarav has been waking up very early at home this week. How long does he nap at the centre? We are trying to find a better bedtime. Thanks, Priya',
          'normal',
          true,
        ),
        note(
          teacher,
          parent(0),
          72,
          "Re: Aarav's nap schedule",
          'Hi Priya, he usually naps from about 12:30 to 2:15. We can wake him a little earlier if that helps, just let us know. Tom',
          'normal',
          true,
        ),
        note(
          parent(0),
          teacher,
          20,
          "Re: Aarav's nap schedule",
          'That would be great. Could you wake him by 1:45 for the next week? We will see if it helps at bedtime.',
          'normal',
          false,
        ),
      ],
    },
    {
      child: aarav,
      notes: [
        note(
          teacher,
          parent(0),
          4,
          'Aarav painted a masterpiece',
          'Aarav spent ages at the easel today and made a very colourful painting. It is drying in his cubby, so look for it at pickup!',
          'low',
          false,
        ),
      ],
    },
    {
      child: anika,
      notes: [
        note(
          director,
          parent(0),
          26,
          'Library field trip permission for Anika',
          'Hi Priya, the Preschool Room is visiting the public library soon. Please let us know by Friday whether Anika may join. Her EpiPen will travel with her teacher. Dana',
          'normal',
          false,
        ),
      ],
    },
    {
      child: jayden,
      notes: [
        note(
          parent(1),
          director,
          5,
          'Pickup by grandmother on Friday',
          'Hi Dana, my mother Rose will pick Jayden up on Friday at about 4 pm. She is on his emergency contact list. Please let the Pre-K team know. Marcus',
          'high',
          false,
        ),
      ],
    },
    {
      child: null,
      messageType: 'billing',
      notes: [
        note(
          parent(2),
          director,
          50,
          "Question about this week's invoice",
          "Hello, this week's invoice seems to include the registration fee again. Could you check and let me know? Thank you, Sarah Thompson",
          'normal',
          false,
        ),
      ],
    },
    {
      child: kimChild,
      notes: [
        note(
          parent(3),
          director,
          2,
          `Allergy update for ${kimChild.firstName}`,
          `Our pediatrician thinks ${kimChild.firstName} may be sensitive to strawberries. Until the test results are back, please keep strawberries off the plate. David Kim`,
          'urgent',
          false,
        ),
      ],
    },
    {
      child: toddler,
      notes: [
        note(
          parent(toddler.family.index),
          teacher,
          3,
          'Potty training at home',
          `Hi Tom, we are starting potty training with ${toddler.firstName} this week. Could you offer the potty after meals and naps? We are using pull-ups for now.`,
          'normal',
          false,
        ),
      ],
    },
    {
      child: null,
      notes: [
        note(
          director,
          parent(4),
          250,
          'Welcome to the parent portal',
          'Hi Jessica, the parent portal is live! You can message us here any time about your children, billing or anything else. Dana',
          'normal',
          true,
        ),
        note(
          parent(4),
          director,
          240,
          'Re: Welcome to the parent portal',
          'Thank you, Dana! Much easier than phone calls.',
          'low',
          true,
        ),
      ],
    },
  ];
}
