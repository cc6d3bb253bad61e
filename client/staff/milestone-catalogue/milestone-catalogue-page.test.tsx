// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditableCatalogueResponse, EditableTemplate } from '../../../contract/milestones.ts';
import type * as ToastStore from '../../components/ui/toast-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { setCurrentUser } from '../../lib/current-user.ts';
import { MilestoneCataloguePage } from './milestone-catalogue-page.tsx';

const toasts = vi.hoisted(() => [] as { title: string }[]);
vi.mock('../../components/ui/toast-store.ts', async (original) => ({
  ...(await original<typeof ToastStore>()),
  toast: (input: { title: string }) => {
    toasts.push(input);
    return { id: toasts.length, dismiss: () => {} };
  },
}));

const at = '2026-11-18T15:00:00.000Z';
const smiles: EditableTemplate = {
  id: 1,
  categoryId: 10,
  title: 'Smiles back',
  description: '',
  ageRangeMin: 0,
  ageRangeMax: 2,
  skillType: 'relationships',
  difficultyLevel: 'medium',
  stickerDesign: 'sun',
  celebrationMessage: 'A first smile!',
  parentTip: 'Smile back.',
  isActive: true,
  createdAt: at,
  translations: { es: { title: 'Devuelve la sonrisa' } },
};
const catalogue: EditableCatalogueResponse = [
  {
    id: 10,
    name: 'Social and emotional',
    description: 'Feelings and friends',
    ageGroup: '2 months to 5 years',
    iconName: 'heart',
    colorTheme: 'rose',
    sortOrder: 1,
    isActive: true,
    createdAt: at,
    translations: { es: { name: 'Social y emocional' }, de: { name: 'Sozial und emotional' } },
    templates: [smiles],
  },
  {
    id: 11,
    name: 'Movement',
    description: '',
    ageGroup: '',
    iconName: 'footprints',
    colorTheme: 'emerald',
    sortOrder: 2,
    isActive: false,
    createdAt: at,
    translations: {},
    templates: [],
  },
];

let sent: { method: string; path: string; body: unknown }[];
let requested: string[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts.length = 0;
  sent = [];
  requested = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : null;
    if (method !== 'GET') {
      sent.push({ method, path, body });
      if (path.endsWith('/position')) return json(catalogue);
      if (path.includes('/templates')) return json({ ...smiles, ...body, id: 2 }, 201);
      return json({ ...catalogue[0], ...body });
    }
    requested.push(path);
    if (path === '/api/milestones/catalogue/editable') return json(catalogue);
    return json({ message: 'not stubbed' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(actions = ['milestone.read', 'milestoneCatalogue.manage']) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  setCurrentUser({
    userId: 1,
    role: 'director',
    displayName: 'Dana Whitfield',
    email: 'someone@example.com',
    photo: null,
    staffId: 1,
    actions,
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/milestones/catalogue']}>
          <MilestoneCataloguePage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the milestone catalogue editor', () => {
  it('lists the categories in order, retired ones marked, and moves one', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Categories' });
    const regions = within(list).getAllByRole('region');
    expect(regions.map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'category-10-name',
      'category-11-name',
    ]);
    const social = screen.getByRole('region', { name: 'Social and emotional' });
    expect(
      (
        within(social).getByRole('button', {
          name: 'Move “Social and emotional” up',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      within(screen.getByRole('region', { name: 'Movement' })).getByText('Retired'),
    ).toBeTruthy();
    expect(within(social).getByText('1 milestone')).toBeTruthy();
    expect(within(social).getByText('by 2 months · Relationships · Medium')).toBeTruthy();

    fireEvent.click(
      within(social).getByRole('button', { name: 'Move “Social and emotional” down' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/milestones/categories/10/position', body: { position: 2 } },
      ]),
    );
  });

  it('retires and restores, sending every field back with its translations', async () => {
    show();
    const social = await screen.findByRole('region', { name: 'Social and emotional' });
    fireEvent.click(within(social).getByRole('button', { name: 'Retire “Social and emotional”' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/milestones/categories/10',
      body: {
        name: 'Social and emotional',
        description: 'Feelings and friends',
        ageGroup: '2 months to 5 years',
        iconName: 'heart',
        colorTheme: 'rose',
        isActive: false,
        translations: { es: { name: 'Social y emocional' }, de: { name: 'Sozial und emotional' } },
      },
    });
    await waitFor(() => expect(toasts[0]?.title).toBe('“Social and emotional” retired'));
    fireEvent.click(within(social).getByRole('button', { name: 'Retire “Smiles back”' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      path: '/api/milestones/templates/1',
      body: { isActive: false, translations: { es: { title: 'Devuelve la sonrisa' } } },
    });
  });

  it('adds a milestone to a category, ages as numbers, the contract checking the order', async () => {
    show();
    const social = await screen.findByRole('region', { name: 'Social and emotional' });
    fireEvent.click(
      within(social).getByRole('button', { name: 'Add milestone to “Social and emotional”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add milestone' });
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('10');
    fireEvent.change(within(dialog).getByLabelText('Title', { exact: true }), {
      target: { value: 'Waves bye-bye' },
    });
    fireEvent.change(within(dialog).getByLabelText('From age (months)'), {
      target: { value: '10' },
    });
    fireEvent.change(within(dialog).getByLabelText('Expected by (months)'), {
      target: { value: '9' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Balloon' }));
    fireEvent.change(within(dialog).getByLabelText('Title (Español)'), {
      target: { value: 'Dice adiós con la mano' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save milestone' }));
    expect(
      await within(dialog).findByText('The age range cannot end before it starts'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Expected by (months)'), {
      target: { value: '12' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save milestone' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/milestones/templates',
      body: {
        categoryId: 10,
        title: 'Waves bye-bye',
        ageRangeMin: 10,
        ageRangeMax: 12,
        stickerDesign: 'balloon',
        isActive: true,
        translations: { es: { title: 'Dice adiós con la mano' } },
      },
    });
    await waitFor(() => expect(toasts[0]?.title).toBe('Milestone “Waves bye-bye” saved'));
  });

  it('is for directors only: others are told so and nothing is read', async () => {
    show(['milestone.read']);
    expect(
      await screen.findByText('Only directors can change the milestone catalogue.'),
    ).toBeTruthy();
    expect(requested).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
  });
});
