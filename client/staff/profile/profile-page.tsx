import { PasswordCard } from '../../account/password-card.tsx';
import { ProfileForm } from '../../account/profile-form.tsx';
import { useProfile } from '../../account/queries.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../lib/session.ts';

export function ProfilePage() {
  const me = useCurrentUser();
  const profile = useProfile();

  return (
    <div className="space-y-6">
      <PageHeader title="Profile" description="Your details as the centre and families see them." />
      <Card>
        <CardHeader>
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>
            Signed in as {me.email} ({me.role === 'director' ? 'Director' : 'Staff'})
          </CardDescription>
        </CardHeader>
        <CardContent>
          {profile.isPending ? (
            <LoadingIndicator variant="blocks" message="Loading data..." />
          ) : profile.isError ? (
            <p role="alert" className="text-red-700">
              Failed to load your profile. Please try refreshing the page.
            </p>
          ) : (
            <ProfileForm profile={profile.data} />
          )}
        </CardContent>
      </Card>
      <PasswordCard />
    </div>
  );
}
