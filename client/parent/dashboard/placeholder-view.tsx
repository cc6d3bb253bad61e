import { PageHeader } from '../../components/ui/page-header.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** The views whose features the centre has not switched on in this build (message ids). */
export const placeholderViews = {
  cameras: {
    title: msg('parentDashboard.cameras.title'),
    text: msg('parentDashboard.cameras.text'),
  },
} as const;
export type PlaceholderView = keyof typeof placeholderViews;

export const isPlaceholderView = (view: string | null): view is PlaceholderView =>
  view !== null && Object.hasOwn(placeholderViews, view);

export function PlaceholderViewPage({ view }: { view: PlaceholderView }) {
  const t = useT();
  const { title, text } = placeholderViews[view];
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title={t(title)} description={t(text)} />
    </div>
  );
}
