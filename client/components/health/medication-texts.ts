import type { DoseUnit, MedicationResponse } from '../../../contract/health-records.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { formatClockTime, formatNumber } from '../../lib/format.ts';
import { routeLabels, unitLabels } from './health-labels.ts';

/** '5 ml', '1 tablet(s)': an amount with its unit. */
export const amountText = (t: Translate, amount: number, unit: DoseUnit) =>
  t('healthRecords.medication.amount', { amount: formatNumber(amount), unit: t(unitLabels[unit]) });

/** '5 ml by mouth at 10:00 AM and 2:00 PM' or '… as needed: fever, at most 2 a day'. */
export function scheduleText(t: Translate, m: MedicationResponse): string {
  const dose = amountText(t, m.doseAmount, m.doseUnit);
  const route = t(routeLabels[m.route]);
  if (m.schedule === 'times')
    return t('healthRecords.medication.atTimes', {
      dose,
      route,
      times: m.times.map(formatClockTime).join(', '),
    });
  return m.minHoursBetween
    ? t('healthRecords.medication.asNeededApart', {
        dose,
        route,
        condition: m.asNeededCondition,
        count: m.maxDosesPerDay,
        hours: m.minHoursBetween,
      })
    : t('healthRecords.medication.asNeeded', {
        dose,
        route,
        condition: m.asNeededCondition,
        count: m.maxDosesPerDay,
      });
}
