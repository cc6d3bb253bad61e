import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { healthAlertsQuery } from './health-queries.ts';
import { allergensInMeal } from '../../../contract/meal-allergens.ts';

/**
 * Under a daily report's meal entry: a warning when what the child ate names one of their
 * allergens. It warns, it does not refuse: the meal may have been an allergen-free version.
 */
export function MealAllergenWarning({ childId, meals }: { childId: number; meals: string }) {
  const t = useT();
  const alerts = useQuery(healthAlertsQuery());
  const found = allergensInMeal(
    alerts.data?.find((a) => a.childId === childId),
    meals,
  );
  if (found.length === 0) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm font-medium text-red-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t('healthRecords.mealWarning', { allergens: found.join(', ') })}
    </p>
  );
}
