import type { ReactNode } from 'react';
import type { ParentAccountListItem } from '../../../contract/parent-accounts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import {
  hasBilling,
  planAmount,
  planLabel,
  shortDate,
  statusLabel,
  statusVariant,
} from './format.ts';
import { ParentAccountActions } from './parent-account-actions.tsx';
import { RowCard } from './row-card.tsx';

/**
 * Below tablet width the accounts table's rows as one card per family, columns as labels;
 * the billing facts only for directors (`billing`, issue 35).
 */
export function ParentAccountCards({
  accounts,
  billing,
  passwordLinks = false,
  editable = false,
}: {
  accounts: ParentAccountListItem[];
  billing: boolean;
  /** Directors: send a password link, deactivate and reactivate, per family. */
  passwordLinks?: boolean;
  /** Staff: correct a family's name and phone (decision 062). */
  editable?: boolean;
}) {
  const t = useT();
  const billingFacts = (a: ParentAccountListItem): [string, ReactNode][] =>
    !billing || !hasBilling(a)
      ? []
      : [
          [
            t('parentManagement.accounts.subscription'),
            <>
              <Badge variant={statusVariant(a.subscriptionStatus)}>
                {statusLabel(a.subscriptionStatus)}
              </Badge>
              <span className="mt-1 block text-slate-700">
                {planAmount(a.subscriptionAmount, a.subscriptionPlan)}{' '}
                <span className="text-slate-600">({planLabel(a.subscriptionPlan)})</span>
              </span>
            </>,
          ],
          [
            t('parentManagement.accounts.paymentStatus'),
            <Badge variant={statusVariant(a.paymentStatus)}>{statusLabel(a.paymentStatus)}</Badge>,
          ],
          [t('parentManagement.accounts.nextBilling'), shortDate(a.nextBillingDate)],
        ];
  return (
    <ul aria-label={t('parentManagement.accounts.caption')} className="space-y-3">
      {accounts.map((a) => (
        <li key={a.id}>
          <RowCard
            id={`parent-account-${a.id}`}
            title={`${a.firstName} ${a.lastName}`}
            subtitle={
              [
                a.isActive ? null : t('accountAdmin.login.deactivated'),
                a.children.length > 0 ? a.children.join(', ') : null,
              ]
                .filter(Boolean)
                .join(' · ') || null
            }
            facts={[
              [
                t('parentManagement.accounts.contact'),
                <>
                  <span className="block">{a.email}</span>
                  <span className="block text-slate-600">{a.phoneNumber}</span>
                </>,
              ],
              ...billingFacts(a),
              [t('parentManagement.accounts.registered'), shortDate(a.registrationDate)],
            ]}
            actions={
              passwordLinks || editable ? (
                <div className="border-t border-slate-200 pt-3">
                  <ParentAccountActions
                    account={a}
                    edit={editable}
                    manage={passwordLinks}
                    className="flex-1"
                  />
                </div>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
