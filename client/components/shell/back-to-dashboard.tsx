import { BackLink } from '../ui/back-link.tsx';

/** The parent portal's views (profile, settings, billing, ...) lead back to its home. */
export function BackToDashboard() {
  return (
    <BackLink to="/parent-dashboard" look="button">
      Back to Dashboard
    </BackLink>
  );
}
