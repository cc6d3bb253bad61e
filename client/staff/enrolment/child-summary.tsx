import type { ChildResponse } from '../../../contract/children.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { detailShown } from '../../lib/placeholders.ts';

/**
 * The child being enrolled and the parent contact known so far: until the invitation brings
 * them, 'To be collected at the invitation', never the stored 'TBD'.
 */
export function ChildSummary({ child }: { child: ChildResponse }) {
  const t = useT();
  const contact = detailShown;
  const items = [
    { key: 'child', label: t('enrolment.summary.child'), value: fullName(child) },
    { key: 'room', label: t('enrolment.room'), value: child.room },
    { key: 'parentName', label: t('enrolment.parentName'), value: contact(child.parentName) },
    { key: 'parentPhone', label: t('enrolment.parentPhone'), value: contact(child.parentPhone) },
    { key: 'parentEmail', label: t('enrolment.parentEmail'), value: contact(child.parentEmail) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('enrolment.childSummary')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <div key={item.key}>
              <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
              <dd className="break-words">{item.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
