import { describe, expect, it } from 'vitest';
import { newMessageResolver, type NewMessageValues } from './new-message.ts';

const blank: NewMessageValues = {
  recipients: 'family',
  childId: '',
  roomId: '',
  subject: '',
  content: '',
  priority: 'normal',
};

const check = (values: Partial<NewMessageValues>) =>
  newMessageResolver({ ...blank, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  }) as Awaited<ReturnType<typeof newMessageResolver>>;

const messages = (result: Awaited<ReturnType<typeof newMessageResolver>>) =>
  Object.fromEntries(Object.entries(result.errors).map(([field, e]) => [field, e?.message]));

describe('the new-message form’s checks (the contract’s rules)', () => {
  it('asks a family message for its child, a subject and a text', async () => {
    expect(messages(await check({}))).toEqual({
      childId: 'errors.messageChildRequired',
      subject: 'errors.messageSubjectRequired',
      content: 'errors.messageContentRequired',
    });
  });

  it('asks a room message for its room, never for a child', async () => {
    expect(messages(await check({ recipients: 'room', subject: 'Trip', content: 'Hi' }))).toEqual({
      roomId: 'errors.messageRoomRequired',
    });
  });

  it('needs neither child nor room for all families; blank text is no text', async () => {
    expect(messages(await check({ recipients: 'all', subject: '   ', content: 'Hi' }))).toEqual({
      subject: 'errors.messageSubjectRequired',
    });
  });

  it('a parent’s message to the centre is about one of their children', async () => {
    expect(messages(await check({ recipients: 'centre', subject: 'Hi', content: 'Hi' }))).toEqual({
      childId: 'errors.messageChildRequired',
    });
  });

  it('refuses a subject longer than 200 characters', async () => {
    const result = await check({ recipients: 'all', subject: 'x'.repeat(201), content: 'Hi' });
    expect(messages(result)).toEqual({ subject: 'errors.messageSubjectTooLong' });
  });

  it('sends only the chosen recipients’ fields, ids as numbers, texts trimmed', async () => {
    const family = await check({
      childId: '12',
      roomId: '3',
      subject: '  Pickup today ',
      content: 'Grandma collects Aarav.\n',
      priority: 'urgent',
    });
    expect(family.errors).toEqual({});
    expect(family.values).toStrictEqual({
      recipients: 'family',
      childId: 12,
      subject: 'Pickup today',
      content: 'Grandma collects Aarav.',
      priority: 'urgent',
    });

    const room = await check({
      recipients: 'room',
      childId: '12',
      roomId: '3',
      subject: 'Trip',
      content: 'Library on Friday',
    });
    expect(room.values).toStrictEqual({
      recipients: 'room',
      roomId: 3,
      subject: 'Trip',
      content: 'Library on Friday',
      priority: 'normal',
    });

    const all = await check({
      recipients: 'all',
      childId: '12',
      subject: 'Closed',
      content: 'Snow',
    });
    expect(all.values).toStrictEqual({
      recipients: 'all',
      subject: 'Closed',
      content: 'Snow',
      priority: 'normal',
    });
  });
});
