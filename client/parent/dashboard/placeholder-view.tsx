import { PageHeader } from '../../components/ui/page-header.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';

/** The views whose features the centre has not switched on in this build. */
export const placeholderViews = {
  cameras: {
    title: 'Classroom Cameras',
    text: 'The centre has not enabled classroom cameras for parents yet.',
  },
  gallery: {
    title: 'Photo Gallery',
    text: 'The centre has not enabled the photo gallery for parents yet.',
  },
  'tax-documents': {
    title: 'Tax Documents',
    text: 'The centre has not enabled tax documents for parents yet.',
  },
} as const;
export type PlaceholderView = keyof typeof placeholderViews;

export const isPlaceholderView = (view: string | null): view is PlaceholderView =>
  view !== null && Object.hasOwn(placeholderViews, view);

export function PlaceholderViewPage({ view }: { view: PlaceholderView }) {
  const { title, text } = placeholderViews[view];
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title={title} description={text} />
    </div>
  );
}
