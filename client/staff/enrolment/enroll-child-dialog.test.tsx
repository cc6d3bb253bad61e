// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentFormKeys } from '../../../contract/enrolment.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { EnrollChildDialog } from './enroll-child-dialog.tsx';

const toasts = vi.hoisted(() => [] as { title: string; description?: string }[]);
vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: (input: { title: string; description?: string }) => {
    toasts.push(input);
    return { id: toasts.length, dismiss: () => {} };
  },
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    if (init.method === 'POST' && path === '/api/children')
      return json({ id: 7, firstName: 'Ada', lastName: 'Draft' }, 201);
    if (path === '/api/rooms') return json([{ id: 1, name: 'Infant Room' }]);
    if (path === '/api/children/7/consents') {
      const confirmed = init.method === 'POST';
      return json({
        childId: 7,
        complete: confirmed,
        forms: consentFormKeys.map((form) => ({
          form,
          label: form,
          confirmedAt: confirmed ? '2026-11-18T16:00:00.000Z' : null,
          confirmedBy: confirmed ? 'Dana Whitfield' : null,
        })),
      });
    }
    return json([]);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return <EnrollChildDialog open={open} onOpenChange={setOpen} />;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.getByRole('dialog', { name: 'Enroll New Child' });
}

async function saveStepOne(dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
  fireEvent.input(field('First Name'), { target: { value: 'Ada' } });
  fireEvent.input(field('Last Name'), { target: { value: 'Draft' } });
  fireEvent.input(field('Date of Birth'), { target: { value: '2025-06-01' } });
  fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Infant Room' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Consent Forms' }));
  await within(dialog).findByRole('button', { name: 'Continue to Parent Invitation' });
}

describe('closing the dashboard’s enrolment dialog', () => {
  it('at the consent step says the child is an enrolment in progress, and where to resume it', async () => {
    const dialog = show();
    await saveStepOne(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toEqual([
      {
        title: 'Enrolment in progress',
        description:
          'Ada Draft is not enrolled until the consent forms are recorded. Resume from Children, under Enrolment in progress.',
      },
    ]);
  });

  it('before anything is saved, or once the consents are recorded, says nothing of the kind', async () => {
    let dialog = show();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toEqual([]);
    cleanup();

    dialog = show();
    await saveStepOne(dialog);
    for (const checkbox of within(dialog).getAllByRole('checkbox')) fireEvent.click(checkbox);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Parent Invitation' }));
    await within(dialog).findByRole('button', { name: 'Create Invitation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toEqual([]);
  });
});
