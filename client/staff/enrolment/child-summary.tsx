import type { ChildResponse } from '../../../contract/children.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { fullName } from '../../lib/format.ts';

/** The child being enrolled and the parent contact known so far ('TBD' until step 3). */
export function ChildSummary({ child }: { child: ChildResponse }) {
  const items = [
    { label: 'Child', value: fullName(child) },
    { label: 'Room', value: child.room },
    { label: 'Parent Name', value: child.parentName },
    { label: 'Parent Phone', value: child.parentPhone },
    { label: 'Parent Email', value: child.parentEmail },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Child Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <div key={item.label}>
              <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
              <dd className="break-words">{item.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
