// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthAlert } from '../../../contract/health-records.ts';
import { i18n } from '../../i18n/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { HealthAlertBadge } from './health-alert-badge.tsx';
import { HealthAlertNotice } from './health-alert-notice.tsx';
import { MealAllergenWarning } from './meal-allergen-warning.tsx';

afterEach(cleanup);

const alerts: HealthAlert[] = [
  {
    childId: 1,
    conditions: [
      { kind: 'allergy', name: 'Peanuts', severity: 'severe' },
      { kind: 'condition', name: 'Asthma', severity: 'moderate' },
    ],
    allergyNotes: '',
  },
  { childId: 2, conditions: [], allergyNotes: 'Dairy' },
];

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData([...queryKeys.health, 'alerts'], alerts);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </I18nProvider>,
  );
}

describe('health alerts where staff act (decision 066)', () => {
  it('badges a child with a severe allergy as such, and one with only notes by them', () => {
    show(
      <>
        <HealthAlertBadge childId={1} />
        <HealthAlertBadge childId={2} />
        <HealthAlertBadge childId={3} />
      </>,
    );
    expect(screen.getByText('Severe allergy: Peanuts, Asthma')).toBeTruthy();
    expect(screen.getByText('Allergies: Dairy')).toBeTruthy();
    expect(screen.queryAllByText(/allerg/i)).toHaveLength(2);
  });

  it('lists each entry with its severity in the check-in notice', () => {
    show(<HealthAlertNotice childId={1} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Peanuts (Severe / anaphylaxis)');
    expect(notice.textContent).toContain('Asthma (Moderate)');
  });

  it('warns when a meal names the child’s allergen, and only then', () => {
    show(<MealAllergenWarning childId={1} meals="Peanut butter toast" />);
    expect(screen.getByRole('alert').textContent).toContain('Peanuts');
    cleanup();
    show(<MealAllergenWarning childId={1} meals="Apple slices" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
