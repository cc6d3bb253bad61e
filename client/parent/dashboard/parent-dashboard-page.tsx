import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingIndicator, loadingMessages } from '../../components/ui/loading-indicator.tsx';
import { ChildReports } from '../reports/child-reports.tsx';
import { DashboardView } from './dashboard-view.tsx';

// The views other than the home one load when opened: the dashboard a parent lands on does
// not wait for the messages, settings, profile, gallery, documents, cameras, milestones or
// billing code (docs/performance.md).
const MessagesView = lazy(() =>
  import('../messages/messages-view.tsx').then((m) => ({ default: m.MessagesView })),
);
const SettingsView = lazy(() =>
  import('../settings/settings-view.tsx').then((m) => ({ default: m.SettingsView })),
);
const ProfileView = lazy(() =>
  import('../profile/profile-view.tsx').then((m) => ({ default: m.ProfileView })),
);
const GalleryView = lazy(() =>
  import('../gallery/gallery-view.tsx').then((m) => ({ default: m.ParentGalleryView })),
);
const CamerasView = lazy(() =>
  import('../cameras/parent-cameras-view.tsx').then((m) => ({ default: m.ParentCamerasView })),
);
const MilestonesView = lazy(() =>
  import('../milestones/milestones-view.tsx').then((m) => ({ default: m.ParentMilestonesView })),
);
const HealthView = lazy(() =>
  import('../health/parent-health-view.tsx').then((m) => ({ default: m.ParentHealthView })),
);
const BillingView = lazy(() =>
  import('../billing/billing-view.tsx').then((m) => ({ default: m.BillingView })),
);
const CheckoutView = lazy(() =>
  import('../billing/checkout-view.tsx').then((m) => ({ default: m.CheckoutView })),
);
const HandoverView = lazy(() =>
  import('../handover/handover-view.tsx').then((m) => ({ default: m.ParentHandoverView })),
);
const TaxDocumentsView = lazy(() =>
  import('../tax-documents/parent-tax-documents-view.tsx').then((m) => ({
    default: m.ParentTaxDocumentsView,
  })),
);

/**
 * The parent portal's home, and its composition root (docs/decisions/013): the only parent
 * file that imports other features. The spec's internal views (dashboard, profile, settings,
 * cameras, billing, checkout, gallery, tax-documents, and messages) and milestones (issue 17)
 * are chosen by ?view= so the route stays /parent-dashboard while each view has its own URL:
 * links to a view push a history entry, so Back returns to the view before and reload stays
 * put. An absent or unknown view is the dashboard; the home view shows the reports feature's lists for the
 * chosen child.
 */
export function ParentDashboardPage() {
  const [params] = useSearchParams();
  const view = params.get('view');
  const other =
    view === 'settings' ? (
      <SettingsView />
    ) : view === 'profile' ? (
      <ProfileView />
    ) : view === 'messages' ? (
      <MessagesView />
    ) : view === 'gallery' ? (
      <GalleryView />
    ) : view === 'tax-documents' ? (
      <TaxDocumentsView />
    ) : view === 'milestones' ? (
      <MilestonesView />
    ) : view === 'health' ? (
      <HealthView />
    ) : view === 'cameras' ? (
      <CamerasView />
    ) : view === 'billing' ? (
      <BillingView
        taxDocuments={
          <Suspense fallback={<LoadingIndicator message={loadingMessages.page} />}>
            <TaxDocumentsView embedded />
          </Suspense>
        }
      />
    ) : view === 'checkout' ? (
      <CheckoutView />
    ) : view === 'pickup' ? (
      <HandoverView />
    ) : null;
  if (other)
    return (
      <Suspense fallback={<LoadingIndicator variant="rainbow" message={loadingMessages.page} />}>
        {other}
      </Suspense>
    );
  return <DashboardView reports={(childId) => <ChildReports childId={childId} />} />;
}
