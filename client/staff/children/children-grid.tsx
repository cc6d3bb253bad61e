import { Link } from 'react-router';
import type { ChildResponse } from '../../../contract/children.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ChildCard } from './child-card.tsx';

interface ChildrenGridProps {
  state: 'loading' | 'error' | 'ready';
  /** The children the search and filter leave. */
  shown: readonly ChildResponse[];
  /** Whether anyone is enrolled at all: picks the empty state's words. */
  anyChildren: boolean;
  canEnrol: boolean;
  onView: (child: ChildResponse) => void;
  /** Not offered for a child whose withdrawal is already recorded. */
  onRemove?: (child: ChildResponse) => void;
}

// One shrinkable column on phones: a card's buttons never widen the page past the screen.
const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Spec section 9: the loading skeleton is six cards. */
function Skeleton() {
  const t = useT();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('children.loading')}
      </p>
      <div className={grid} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} className="space-y-3 p-5 motion-safe:animate-pulse">
            <div className="flex items-center gap-3">
              <div className="size-11 rounded-full bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-2/3 rounded bg-slate-200" />
                <div className="h-3 w-1/3 rounded bg-slate-200" />
              </div>
            </div>
            <div className="h-3 w-1/2 rounded bg-slate-200" />
            <div className="h-8 rounded bg-slate-100" />
          </Card>
        ))}
      </div>
    </div>
  );
}

export function ChildrenGrid(props: ChildrenGridProps) {
  const { state, shown, anyChildren, canEnrol, onView, onRemove } = props;
  const t = useT();
  if (state === 'loading') return <Skeleton />;
  if (state === 'error') {
    return (
      <Card role="alert" className="p-6 text-center font-medium text-red-700">
        {t('children.loadFailed')}
      </Card>
    );
  }
  if (shown.length === 0) {
    return (
      <Card className="space-y-3 p-10 text-center">
        <h2 className="text-lg font-semibold">{t('children.empty.title')}</h2>
        <p className="text-slate-600">
          {anyChildren ? t('children.empty.noMatch') : t('children.empty.noneEnrolled')}
        </p>
        {!anyChildren && canEnrol ? (
          <Link to="/enroll-child" className={buttonClasses('primary')}>
            {t('children.enrollFirst')}
          </Link>
        ) : null}
      </Card>
    );
  }
  return (
    <ul aria-label={t('children.listLabel')} className={grid}>
      {shown.map((child) => (
        <li key={child.id} className="flex min-w-0">
          <ChildCard
            child={child}
            onView={() => onView(child)}
            onRemove={onRemove && !child.withdrawal ? () => onRemove(child) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
