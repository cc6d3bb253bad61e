import type { StaffSettings } from '../../../contract/settings.ts';
import type { SettingsSection } from '../../account/settings-form.tsx';
import { SettingsScreen } from '../../account/settings-screen.tsx';
import { languageOptions, themeOptions, timezoneOptions } from '../../account/setting-options.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCan } from '../../lib/session.ts';
import { SystemCard } from './system-card.tsx';

const sections: SettingsSection<StaffSettings>[] = [
  {
    title: 'Notifications',
    switches: [
      {
        key: 'emailNotifications',
        label: 'Email Notifications',
        description: 'Receive updates by e-mail.',
      },
      {
        key: 'pushNotifications',
        label: 'Push Notifications',
        description: 'Alerts in this browser.',
      },
      {
        key: 'attendanceAlerts',
        label: 'Attendance Alerts',
        description: 'Late arrivals and missed check-outs.',
      },
      {
        key: 'incidentReports',
        label: 'Incident Reports',
        description: 'When an incident is filed.',
      },
      {
        key: 'dailyReports',
        label: 'Daily Reports',
        description: 'A summary of each day’s reports.',
      },
    ],
  },
  {
    title: 'Application Preferences',
    selects: [
      { key: 'language', label: 'Language', options: languageOptions(['en', 'es', 'fr']) },
      { key: 'timezone', label: 'Time Zone', options: timezoneOptions },
      {
        key: 'dateFormat',
        label: 'Date Format',
        options: ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'].map((f) => ({ value: f, label: f })),
      },
      { key: 'theme', label: 'Theme', options: themeOptions },
    ],
  },
];

export function SettingsPage() {
  const director = useCan('system.read');
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" description="Notifications, preferences and security." />
      <SettingsScreen<StaffSettings> sections={sections} />
      {director ? <SystemCard /> : null}
    </div>
  );
}
