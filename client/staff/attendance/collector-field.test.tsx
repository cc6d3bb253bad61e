// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickupListResponse } from '../../../contract/handover.ts';
import { i18n } from '../../i18n/i18n.ts';
import { CollectorField, type CollectorChoice } from './collector-field.tsx';

const list: PickupListResponse = {
  childId: 4,
  guardians: [{ userId: 9, name: 'Priya Patel', relationship: 'parent', phone: '555' }],
  contacts: [
    { kind: 'emergencyContact', name: 'Grandma Meera', relationship: 'emergency contact' },
  ],
  people: [
    {
      id: 2,
      name: 'Rosa Patel',
      relationship: 'grandmother',
      phone: '555',
      idLast4: 'X9K2',
      hasPhoto: true,
      kioskPinIssuedAt: null,
    },
  ],
  passes: [
    {
      id: 5,
      name: 'Sam Lee',
      relationship: 'neighbour',
      phone: '',
      idLast4: '',
      fromDate: '2026-11-18',
      toDate: '2026-11-18',
      validToday: true,
      issuedBy: 'Priya Patel',
    },
  ],
  restrictions: [
    {
      id: 1,
      name: 'Dan Ward',
      note: 'Court order 2026-0412',
      recordedBy: 'Dana',
      createdAt: '2026-11-01T00:00:00Z',
      hasDocument: false,
    },
  ],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let choices: (CollectorChoice | null)[];
beforeEach(() => {
  choices = [];
  vi.stubGlobal('fetch', async (path: string) => {
    if (path === '/api/children/4/pickup') return json(list);
    if (path === '/api/pickup/approvers') return json([{ userId: 1, name: 'Dana Whitfield' }]);
    return new Response('{}', { status: 404 });
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <CollectorField childId={4} onChange={(choice) => choices.push(choice)} />
      </QueryClientProvider>
    </I18nProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('who is collecting the child (check-out)', () => {
  it('offers the list with the photo beside the name, and sends the person with the ID tick', async () => {
    const rosa = await screen.findByRole('radio', { name: /^Rosa Patel/ });
    expect(screen.getByRole('img', { name: 'Photo of Rosa Patel' })).toHaveProperty(
      'src',
      expect.stringContaining('/api/children/4/pickup/people/2/photo'),
    );
    for (const name of [/^Priya Patel/, /^Grandma Meera/, /^Sam Lee/, /^Staff Member/])
      expect(screen.getByRole('radio', { name })).toBeDefined();
    fireEvent.click(rosa);
    fireEvent.click(screen.getByRole('checkbox', { name: 'ID checked' }));
    expect(choices.at(-1)).toEqual({
      collectedBy: { kind: 'pickupPerson', id: 2, idChecked: true },
      label: 'Rosa Patel (grandmother)',
    });
  });

  it('warns at once when a restricted name is typed, and asks for a director’s approval', async () => {
    fireEvent.click(await screen.findByRole('radio', { name: /^Someone else/ }));
    fireEvent.change(screen.getByLabelText('Their full name'), { target: { value: 'dan  ward' } });
    expect(screen.getByRole('alert').textContent).toContain(
      'Do not release the child to Dan Ward.',
    );
    await screen.findByRole('option', { name: 'Dana Whitfield' });
    fireEvent.change(screen.getByLabelText('Approving director'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Director’s password'), { target: { value: 'pw' } });
    expect(choices.at(-1)).toEqual({
      collectedBy: {
        kind: 'other',
        name: 'dan  ward',
        idChecked: false,
        approval: { directorUserId: 1, password: 'pw' },
      },
      label: 'dan  ward (other)',
    });
  });
});
