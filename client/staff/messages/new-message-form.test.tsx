// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToast } from '../../components/ui/toast-store.ts';
import { i18n, t } from '../../i18n/i18n.ts';
import { NewMessageForm } from './new-message-form.tsx';

const children = [
  { id: 7, firstName: 'Aarav', lastName: 'Patel', isActive: true },
  { id: 9, firstName: 'Jayden', lastName: 'Johnson', isActive: true },
];
const rooms = [
  { id: 2, name: 'Toddler Room' },
  { id: 3, name: 'Preschool Room' },
];

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
let answer: () => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  dismissToast(); // the toast store outlives each test
  sent = [];
  answer = () => json(201, { threadIds: [41] });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && path === '/api/children') return json(200, children);
    if (method === 'GET' && path === '/api/rooms') return json(200, rooms);
    sent.push({ method, path, body: JSON.parse(String(init.body)) });
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ToastProbe() {
  const { toasts } = useToast();
  return (
    <output data-testid="toasts">
      {toasts
        .filter((toast) => toast.open)
        .map((toast) => [toast.title, toast.description].filter(Boolean).join(': '))
        .join('|')}
    </output>
  );
}

function renderForm() {
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NewMessageForm onDone={onDone} />
        <ToastProbe />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onDone, queryClient };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('the staff New Message form', () => {
  it('shows the contract’s messages under the fields and sends nothing', async () => {
    renderForm();
    submit();
    for (const id of [
      'errors.messageChildRequired',
      'errors.messageSubjectRequired',
      'errors.messageContentRequired',
    ])
      expect(await screen.findByText(t(id))).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('writes to one family by their child, Normal unless chosen', async () => {
    const { onDone, queryClient } = renderForm();
    const refresh = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByRole('option', { name: 'Aarav Patel' });
    fill('Child', '7');
    fill('Subject', ' Pickup on Friday ');
    fill('Message', 'Grandma Rose collects Aarav at 4 pm.');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/messages/threads',
        body: {
          recipients: 'family',
          childId: 7,
          subject: 'Pickup on Friday',
          content: 'Grandma Rose collects Aarav at 4 pm.',
          priority: 'normal',
        },
      },
    ]);
    expect(screen.getByTestId('toasts').textContent).toBe('Message sent');
    // The lists and the badges (every key under 'messages') are refreshed.
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['messages'] });
  });

  it('writes to the families of a room, with a priority, and never sends the child', async () => {
    answer = () => json(201, { threadIds: [51, 52, 53] });
    const { onDone } = renderForm();
    await screen.findByRole('option', { name: 'Aarav Patel' });
    fill('Child', '7');
    fireEvent.click(screen.getByLabelText('Families of a room'));
    expect(screen.queryByLabelText('Child')).toBeNull();
    await screen.findByRole('option', { name: 'Preschool Room' });
    submit();
    expect(await screen.findByText(t('errors.messageRoomRequired'))).toBeTruthy();
    fill('Room', '3');
    fill('Subject', 'Library trip');
    fill('Message', 'We visit the library on Friday.');
    fill('Priority', 'urgent');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.map((s) => s.body)).toEqual([
      {
        recipients: 'room',
        roomId: 3,
        subject: 'Library trip',
        content: 'We visit the library on Friday.',
        priority: 'urgent',
      },
    ]);
    expect(screen.getByTestId('toasts').textContent).toBe('Message sent to 3 families');
  });

  it('writes to all families with neither child nor room', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('All families'));
    fill('Subject', 'Closed on Monday');
    fill('Message', 'The centre is closed for the holiday.');
    fill('Priority', 'low');
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      recipients: 'all',
      subject: 'Closed on Monday',
      content: 'The centre is closed for the holiday.',
      priority: 'low',
    });
  });

  it('puts the server’s field message under its field and stays open', async () => {
    answer = () =>
      json(400, {
        message: 'Subject is too long',
        fieldErrors: { subject: 'Subject is too long' },
      });
    const { onDone } = renderForm();
    fireEvent.click(screen.getByLabelText('All families'));
    fill('Subject', 'Closed');
    fill('Message', 'Snow day');
    submit();
    expect(await screen.findByText('Subject is too long')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('toasts').textContent).toBe('');
  });

  it('says so in a toast when the server refuses for another reason', async () => {
    answer = () => json(409, { message: 'This room has no families yet' });
    renderForm();
    fireEvent.click(screen.getByLabelText('All families'));
    fill('Subject', 'Closed');
    fill('Message', 'Snow day');
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('toasts').textContent).toBe('Error: This room has no families yet'),
    );
  });
});
