import { PasswordCard } from '../../account/password-card.tsx';
import { ProfileForm } from '../../account/profile-form.tsx';
import { ProfileContent } from '../../account/profile-content.tsx';
import { ProfilePhoto } from '../../account/profile-photo.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../lib/session.ts';

export function ProfilePage() {
  const me = useCurrentUser();

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
          <ProfileContent>
            {(profile) => (
              <div className="space-y-6">
                <ProfilePhoto profile={profile} />
                <ProfileForm profile={profile} />
              </div>
            )}
          </ProfileContent>
        </CardContent>
      </Card>
      <PasswordCard />
    </div>
  );
}
