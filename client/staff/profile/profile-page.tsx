import { useState } from 'react';
import { ChangePasswordDialog } from '../../account/change-password-dialog.tsx';
import { ProfileForm } from '../../account/profile-form.tsx';
import { useProfile } from '../../account/queries.ts';
import { Button } from '../../components/ui/button.tsx';
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
  const [passwordOpen, setPasswordOpen] = useState(false);

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
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>
            Changing your password signs you out on every other device.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setPasswordOpen(true)}>
            Change Password
          </Button>
        </CardContent>
      </Card>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </div>
  );
}
