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
import { useT } from '../../i18n/use-t.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { AccountStatisticsCard } from './account-statistics-card.tsx';

export function ProfilePage() {
  const t = useT();
  const me = useCurrentUser();

  return (
    <div className="space-y-6">
      <PageHeader title={t('staffProfile.title')} description={t('staffProfile.description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('staffProfile.personalInformation')}</CardTitle>
          <CardDescription>
            {t('staffProfile.signedInAs', { email: me.email, role: me.role })}
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
      <AccountStatisticsCard />
      <PasswordCard />
    </div>
  );
}
