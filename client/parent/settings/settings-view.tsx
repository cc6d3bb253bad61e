import { useState } from 'react';
import type { ParentSettings } from '../../../contract/settings.ts';
import { ChangePasswordDialog } from '../../account/change-password-dialog.tsx';
import { type SettingsSection, SettingsForm } from '../../account/settings-form.tsx';
import { languageOptions, themeOptions, timezoneOptions } from '../../account/setting-options.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSettings } from '../../lib/settings.ts';
import { BackToDashboard } from '../dashboard/back-to-dashboard.tsx';

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
  const settings = useSettings<ParentSettings>();
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title="Account Settings" description="Notifications, preferences and security." />
      {settings.isPending ? (
        <LoadingIndicator variant="blocks" message="Loading data..." />
      ) : settings.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load settings. Please try refreshing the page.
        </p>
      ) : (
        <SettingsForm saved={settings.data} sections={sections} />
      )}
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
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
