import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { useT } from '../i18n/use-t.ts';
import { type AnySettings, useSettings } from '../lib/settings.ts';
import { PasswordCard } from './password-card.tsx';
import { type SettingsSection, SettingsForm } from './settings-form.tsx';
import { SignedInDevicesCard } from './signed-in-devices-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { TwoStepCard } from './two-step-card.tsx';

/** Both portals' settings: the user's saved settings in their sections, then Security and devices. */
export function SettingsScreen<T extends AnySettings>({
  sections,
}: {
  sections: SettingsSection<T>[];
}) {
  const t = useT();
  // The query whose effect applies the saved language, date format and time zone at once.
  const settings = useSettings();
  return (
    <>
      {settings.isPending ? (
        <LoadingIndicator variant="blocks" message={t('account.loadingData')} />
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          {t('account.settingsLoadFailed')}
        </p>
      ) : (
        <SettingsForm saved={settings.data} sections={sections} />
      )}
      <PasswordCard />
      <TwoStepCard />
      <PasskeysCard />
      <SignedInDevicesCard />
    </>
  );
}
