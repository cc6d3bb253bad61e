import { LoadingIndicator } from '../components/ui/loading-indicator.tsx';
import { type AnySettings, useSettings } from '../lib/settings.ts';
import { PasswordCard } from './password-card.tsx';
import { type SettingsSection, SettingsForm } from './settings-form.tsx';

/** Both portals' settings: the user's saved settings in their sections, then Security. */
export function SettingsScreen<T extends AnySettings>({
  sections,
}: {
  sections: SettingsSection<T>[];
}) {
  const settings = useSettings<T>();
  return (
    <>
      {settings.isPending ? (
        <LoadingIndicator variant="blocks" message="Loading data..." />
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load settings. Please try refreshing the page.
        </p>
      ) : (
        <SettingsForm saved={settings.data} sections={sections} />
      )}
      <PasswordCard />
    </>
  );
}
