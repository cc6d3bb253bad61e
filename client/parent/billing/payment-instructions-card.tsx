import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { usePaymentInstructions } from './queries.ts';

/**
 * How to pay the centre (GET /api/payment-instructions), as a director wrote it: payee, bank
 * details, address for checks and the reference to quote. Nothing shows until there are some.
 */
export function PaymentInstructionsCard() {
  const t = useT();
  const instructions = usePaymentInstructions();
  const data = instructions.data;
  if (!data?.configured) return null;
  const parts: [string, string][] = [
    [t('billing.instructions.payee'), data.payeeName],
    [t('billing.instructions.bank'), data.bankDetails],
    [t('billing.instructions.check'), data.checkAddress],
    [t('billing.instructions.reference'), data.reference],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.instructions.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {parts
            .filter(([, value]) => value !== '')
            .map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-slate-600">{term}</dt>
                <dd className="font-medium break-words whitespace-pre-line text-slate-900">
                  {value}
                </dd>
              </div>
            ))}
        </dl>
      </CardContent>
    </Card>
  );
}
