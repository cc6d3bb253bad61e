import { describe, expect, it } from 'vitest';
import type { RoomLogEntryResponse } from '../../../contract/room-log.ts';
import { composeReport as sharedDraft } from '../../../contract/room-day-draft.ts';
import { t } from '../../i18n/i18n.ts';
import { formatNumber } from '../../lib/format.ts';
import { reviewerDraft as composeReport } from './compose-report.ts';

let id = 0;
const entry = (over: Partial<RoomLogEntryResponse>): RoomLogEntryResponse => ({
  id: ++id,
  groupId: id,
  childId: 1,
  kind: 'note',
  happenedAt: '2026-11-18T15:00:00.000Z',
  text: '',
  choice: '',
  amount: null,
  unit: '',
  photoId: null,
  correctsEntryId: null,
  correctionReason: '',
  recordedByUserId: 2,
  recordedBy: 'Tom Alvarez',
  ...over,
});
/** The time as the test reads it: the UTC hour and minute. */
const time = (iso: string) => iso.slice(11, 16);

const day = [
  entry({ kind: 'napStart', happenedAt: '2026-11-18T12:30:00.000Z' }),
  entry({ kind: 'meal', text: 'Pasta', choice: 'most', happenedAt: '2026-11-18T11:45:00.000Z' }),
  entry({ kind: 'napEnd', happenedAt: '2026-11-18T14:05:00.000Z' }),
  entry({ kind: 'bottle', amount: 4.5, unit: 'oz', happenedAt: '2026-11-18T15:00:00.000Z' }),
  entry({ kind: 'diaper', choice: 'wet', happenedAt: '2026-11-18T15:10:00.000Z' }),
  entry({ kind: 'activity', text: 'Sand play', happenedAt: '2026-11-18T10:00:00.000Z' }),
  entry({ kind: 'mood', choice: 'fussy', happenedAt: '2026-11-18T09:00:00.000Z' }),
  entry({ kind: 'mood', choice: 'happy', happenedAt: '2026-11-18T16:00:00.000Z' }),
  entry({ kind: 'note', text: 'Brought a new teddy', happenedAt: '2026-11-18T09:30:00.000Z' }),
  entry({ kind: 'napStart', happenedAt: '2026-11-18T16:30:00.000Z' }),
];

describe('composeReport', () => {
  it('fills the spec’s fields from the entries: naps with durations, the last mood', () => {
    expect(composeReport(day, { infant: false, time, t })).toEqual({
      meals: 'Meal: Pasta (ate most); Bottle: 4.5 oz',
      naps: '12:30–14:05 (1 h 35 min); 16:30–',
      activities: 'Sand play',
      mood: 'happy',
      notes: 'Brought a new teddy',
    });
  });

  it('gives an infant’s sheet every bottle, nap and diaper with its time', () => {
    const sheet = composeReport(day, { infant: true, time, t });
    expect(sheet.meals).toBe('11:45 Meal: Pasta (ate most)\n15:00 Bottle: 4.5 oz');
    expect(sheet.naps).toBe('12:30–14:05 (1 h 35 min)\n16:30–');
    expect(sheet.notes).toBe('Brought a new teddy\nDiapers: 15:10 Wet');
  });

  it('leaves every field empty for a day with no entries', () => {
    expect(composeReport([], { infant: true, time, t })).toEqual({
      meals: '',
      naps: '',
      activities: '',
      mood: '',
      notes: '',
    });
  });
});

describe('the reviewer’s draft and the automatic send’s', () => {
  it('are one rule (contract/room-day-draft.ts), in whichever language it is given', () => {
    expect(composeReport(day, { infant: true, time, t })).toEqual(
      sharedDraft(day, { infant: true, time, t, number: formatNumber }),
    );
    // The server passes its own translate (the sender's language) and clock.
    const said: string[] = [];
    const other = sharedDraft(day, {
      infant: false,
      time: (iso) => `[${iso.slice(11, 16)}]`,
      t: (id, values) => {
        said.push(id);
        return `${id}${values ? JSON.stringify(values) : ''}`;
      },
    });
    expect(other.naps).toBe(
      '[12:30]–[14:05] (roomLogDisplay.duration.hours{"hours":1,"minutes":35}); [16:30]–',
    );
    expect(said).toContain('roomLogDisplay.entry.meal');
    expect(other.mood).toBe('happy');
  });
});
