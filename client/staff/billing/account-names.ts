import type { AccountListItem } from '../../../contract/billing-views.ts';
import { t } from '../../i18n/i18n.ts';

/** An account as people know it: its children's names ('Emma Johnson, Liam Johnson'). */
export function accountName(account: Pick<AccountListItem, 'id' | 'children'>): string {
  return account.children.length > 0
    ? account.children.map((c) => c.name).join(', ')
    : t('billingAdmin.accountNumbered', { id: account.id });
}
