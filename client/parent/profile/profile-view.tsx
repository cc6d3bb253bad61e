import { useEffect, useState } from 'react';
import { ProfileContent } from '../../account/profile-content.tsx';
import { ProfileForm } from '../../account/profile-form.tsx';
import { ProfilePhoto } from '../../account/profile-photo.tsx';
import { useProfile } from '../../account/queries.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';

/** Spec: a read-only view with an Edit mode; after a save the view returns in 1.5 s. */
export function ProfileView() {
  const t = useT();
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
      <PageHeader
        title={t('parentNav.myProfile')}
        description={t('parentNav.myProfileDescription')}
      />
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>{t('parentNav.personalInformation')}</CardTitle>
          {!editing && profile.data ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('parentNav.editProfile')}
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
                        [msg('common.name'), fullName(data)],
                        [msg('account.email'), data.email],
                        [msg('account.phone'), data.phone],
                        [msg('account.address'), data.address],
                        [msg('parentNav.emergencyContact'), data.emergencyContactName],
                        [msg('account.emergencyContactPhone'), data.emergencyContactPhone],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label}>
                        <dt className="text-sm text-slate-600">{t(label)}</dt>
                        <dd className="font-medium">{value || t('parentNav.notProvided')}</dd>
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
