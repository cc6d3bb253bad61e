import { useEffect, useState } from 'react';
import { ProfileContent } from '../../account/profile-content.tsx';
import { ProfileForm } from '../../account/profile-form.tsx';
import { ProfilePhoto } from '../../account/profile-photo.tsx';
import { useProfile } from '../../account/queries.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { fullName } from '../../lib/format.ts';

/** Spec: a read-only view with an Edit mode; after a save the view returns in 1.5 s. */
export function ProfileView() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setEditing(false), 1500);
    return () => clearTimeout(timer);
  }, [savedAt]);

  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title="My Profile" description="Your contact details and emergency contact." />
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>Personal Information</CardTitle>
          {!editing && profile.data ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          <ProfileContent>
            {(data) =>
              editing ? (
                <ProfileForm
                  profile={data}
                  onSaved={() => setSavedAt(Date.now())}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <div className="space-y-6">
                  <ProfilePhoto profile={data} />
                  <dl className="grid gap-4 sm:grid-cols-2">
                    {(
                      [
                        ['Name', fullName(data)],
                        ['Email', data.email],
                        ['Phone', data.phone],
                        ['Address', data.address],
                        ['Emergency Contact', data.emergencyContactName],
                        ['Emergency Contact Phone', data.emergencyContactPhone],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label}>
                        <dt className="text-sm text-slate-600">{label}</dt>
                        <dd className="font-medium">{value || 'Not provided'}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              )
            }
          </ProfileContent>
        </CardContent>
      </Card>
    </div>
  );
}
