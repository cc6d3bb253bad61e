// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildDraft, ChildResponse } from '../../../contract/children.ts';
import { consentFormKeys, type ConsentsResponse } from '../../../contract/enrolment.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { ConsentConfirmationPage } from './consent-confirmation-page.tsx';

vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: () => ({ id: 1, dismiss: () => {} }),
}));

const draft: ChildDraft = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Draft',
  room: 'Infant Room',
  consentsRecorded: 0,
  consentsTotal: 5,
  createdAt: '2026-11-18T15:00:00.000Z',
};

/** The enrolment steps read a draft like any child, its parent contact still 'TBD'. */
const draftChild: ChildResponse = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Draft',
  dateOfBirth: '2025-06-01',
  room: 'Infant Room',
  allergies: 'None',
  medicalInfo: '',
  emergencyContact: 'TBD - To be collected during parent invitation',
  parentName: 'TBD',
  parentPhone: 'TBD',
  parentEmail: 'TBD',
  parentDriversLicense: 'TBD',
  relationship: 'parent',
  isActive: true,
  createdAt: '2026-11-18T15:00:00.000Z',
  nextRoom: null,
  withdrawal: null,
};

const consents = (childId: number, confirmed: boolean): ConsentsResponse => ({
  childId,
  complete: confirmed,
  forms: consentFormKeys.map((form) => ({
    form,
    label: form,
    confirmedAt: confirmed ? '2026-11-18T16:00:00.000Z' : null,
    confirmedBy: confirmed ? 'Dana Whitfield' : null,
  })),
});

let drafts: ChildDraft[];
let posted: string[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  drafts = [draft];
  posted = [];
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'POST') {
      posted.push(path);
      // The last form finishes the enrolment: the draft is a child of the centre now.
      drafts = drafts.filter((d) => path !== `/api/children/${d.id}/consents`);
      return json(consents(Number(path.split('/')[3]), true));
    }
    if (path === '/api/children/drafts') return json(drafts);
    if (path === '/api/children/7') return json(draftChild);
    if (path === '/api/children/7/consents') return json(consents(7, posted.length > 0));
    return json({ message: 'Child not found', code: 'errors.childNotFound' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function NextStep() {
  return <p>Invitation step for {useParams().childId}</p>;
}

function show(childId: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  // What the Children page and the dashboard read before: enrolling a child changes them.
  client.setQueryData(queryKeys.childDrafts, drafts);
  client.setQueryData(queryKeys.children, []);
  client.setQueryData(queryKeys.dashboardStats, { totalChildren: 0 });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/consent-confirmation/${childId}`]}>
          <Routes>
            <Route path="/consent-confirmation/:childId" element={<ConsentConfirmationPage />} />
            <Route path="/parent-invite/:childId" element={<NextStep />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return client;
}

describe('recording the consents of an enrolment in progress', () => {
  it('says the parent’s contact is to be collected at the invitation, never prints TBD', async () => {
    show(7);
    expect(await screen.findByText('Ada Draft')).toBeTruthy();
    for (const term of ['Parent Name', 'Parent Phone', 'Parent Email']) {
      const label = screen.getByText(term);
      expect(label.nextElementSibling?.textContent, term).toBe('To be collected at the invitation');
    }
    expect(screen.queryByText(/\bTBD\b/)).toBeNull();
  });

  it('enrols the child: out of the drafts, the children and the stats re-read, on to step 3', async () => {
    const client = show(7);
    expect(await screen.findByText('Ada Draft')).toBeTruthy();
    const next = await screen.findByRole('button', { name: 'Continue to Parent Invitation' });
    for (const checkbox of screen.getAllByRole('checkbox')) fireEvent.click(checkbox);
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(next);

    expect(await screen.findByText('Invitation step for 7')).toBeTruthy();
    expect(posted).toEqual(['/api/children/7/consents']);
    expect(client.getQueryData<ChildDraft[]>(queryKeys.childDrafts)).toEqual([]);
    for (const key of [queryKeys.childDrafts, queryKeys.children, queryKeys.dashboardStats])
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
