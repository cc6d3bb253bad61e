// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoomRatioResponse } from '../../../contract/dashboard.ts';
import { i18n } from '../../i18n/i18n.ts';
import { RoomRatio } from './room-ratios-card.tsx';

afterEach(cleanup);

const room = (over: Partial<RoomRatioResponse>): RoomRatioResponse => ({
  roomId: 1,
  room: 'Toddler Room',
  childrenPresent: 4,
  staffOnDuty: 1,
  childrenPerStaff: 4,
  staffRequired: 1,
  outOfRatio: false,
  ...over,
});

const show = (r: RoomRatioResponse) =>
  render(
    <I18nProvider i18n={i18n}>
      <ul>
        <RoomRatio room={r} />
      </ul>
    </I18nProvider>,
  );

describe('a room’s live ratio', () => {
  it('says the staff required is met, not that staff are needed, when the room has them', () => {
    show(room({}));
    expect(screen.getByText('Staff required')).toBeTruthy();
    expect(screen.getByText('1 · met')).toBeTruthy();
    expect(screen.queryByText('Staff needed')).toBeNull();
    expect(screen.getByText('In ratio')).toBeTruthy();
  });

  it('says how many are missing when it is out of ratio', () => {
    show(room({ childrenPresent: 9, staffRequired: 3, outOfRatio: true }));
    expect(screen.getByText('3 · 2 short')).toBeTruthy();
    expect(screen.getByText('Out of ratio')).toBeTruthy();
  });
});
