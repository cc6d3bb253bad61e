// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChildResponse } from '../../../contract/children.ts';
import { i18n } from '../../i18n/i18n.ts';
import { speak } from '../../i18n/test-setup.ts';
import { ChildInfoCard } from './child-info-card.tsx';

const child = (over: Partial<ChildResponse> = {}): ChildResponse => ({
  id: 1,
  firstName: 'Noa',
  lastName: 'Reyes',
  dateOfBirth: '2026-06-01',
  room: 'Infant Room',
  allergies: 'None',
  medicalInfo: '',
  emergencyContact: 'Ana Reyes (555) 010-2030',
  parentName: 'Ana Reyes',
  parentPhone: '(555) 010-2020',
  parentEmail: 'ana@example.com',
  parentDriversLicense: '',
  relationship: 'mother',
  isActive: true,
  createdAt: '2026-06-10T12:00:00.000Z',
  nextRoom: null,
  withdrawal: null,
  ...over,
});

const show = (c: ChildResponse, today = '2026-11-18') =>
  render(
    <I18nProvider i18n={i18n}>
      <ChildInfoCard child={c} today={today} />
    </I18nProvider>,
  );

const age = () => screen.getByText('Age').nextElementSibling?.textContent;

afterEach(() => {
  cleanup();
  speak('en');
});

describe('the parent’s child card', () => {
  it('shows an infant’s age in months, not 0 years (spec section 9)', () => {
    show(child());
    expect(age()).toBe('5 months old');
  });

  it('says a detail still to come with the invitation is to be collected, never TBD', () => {
    show(
      child({
        emergencyContact: 'TBD - To be collected during parent invitation',
        parentPhone: 'TBD',
      }),
    );
    for (const term of ['Emergency Contact', 'Parent Phone'])
      expect(screen.getByText(term).nextElementSibling?.textContent, term).toBe(
        'To be collected at the invitation',
      );
    expect(screen.queryByText(/\bTBD\b/)).toBeNull();
  });

  it('shows years from one year on, in the reader’s language', () => {
    show(child({ dateOfBirth: '2023-01-10' }));
    expect(age()).toBe('3 years old');
    cleanup();
    speak('de');
    show(child());
    expect(screen.getByText('Alter').nextElementSibling?.textContent).toBe('5 Monate alt');
  });
});
