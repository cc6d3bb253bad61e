import type { ParentSettings } from '../../../contract/settings.ts';
import type { SettingsSection } from '../../account/settings-form.tsx';
import { SettingsScreen } from '../../account/settings-screen.tsx';
import { languageOptions, themeOptions, timezoneOptions } from '../../account/setting-options.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';

// twoFactorAuth is kept in the settings document but not offered: a switch that does not
// yet protect the account would mislead (docs/decisions/008).
const sections: SettingsSection<ParentSettings>[] = [
  {
    title: 'Notifications',
    switches: [
      {
        key: 'emailNotifications',
        label: 'Email Notifications',
        description: 'Messages from the centre by e-mail.',
      },
      {
        key: 'dailyReportEmail',
        label: 'Daily Report Email',
        description: 'Your child’s daily report each evening.',
      },
      {
        key: 'incidentAlerts',
        label: 'Incident Alerts',
        description: 'At once when an incident report is filed.',
      },
      {
        key: 'weeklyDigest',
        label: 'Weekly Digest',
        description: 'A summary of the week every Friday.',
      },
      {
        key: 'reminderNotifications',
        label: 'Reminders',
        description: 'Events, payments and forms due.',
      },
    ],
  },
  {
    title: 'Preferences',
    selects: [
      { key: 'language', label: 'Language', options: languageOptions(['en', 'es', 'fr', 'de']) },
      { key: 'timezone', label: 'Time Zone', options: timezoneOptions },
      {
        key: 'downloadFormat',
        label: 'Download Format',
        options: [
          { value: 'txt', label: 'Text (.txt)' },
          { value: 'pdf', label: 'PDF (.pdf)' },
          { value: 'csv', label: 'Spreadsheet (.csv)' },
        ],
      },
      { key: 'theme', label: 'Theme', options: themeOptions },
    ],
    switches: [
      {
        key: 'autoDownload',
        label: 'Automatic Downloads',
        description: 'Save new reports without asking.',
      },
    ],
  },
  {
    title: 'Privacy & Security',
    switches: [
      {
        key: 'privacyMode',
        label: 'Privacy Mode',
        description: 'Hide your child’s photos on shared screens.',
      },
    ],
  },
];

export function SettingsView() {
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title="Account Settings" description="Notifications, preferences and security." />
      <SettingsScreen<ParentSettings> sections={sections} />
    </div>
  );
}
