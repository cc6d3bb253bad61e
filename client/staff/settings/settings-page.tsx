import { useState } from 'react';
import type { StaffSettings } from '../../../contract/settings.ts';
import { ChangePasswordDialog } from '../../account/change-password-dialog.tsx';
import { type SettingsSection, SettingsForm } from '../../account/settings-form.tsx';
import { languageOptions, themeOptions, timezoneOptions } from '../../account/setting-options.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadingIndicator } from '../../components/ui/loading-indicator.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSettings } from '../../lib/settings.ts';

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
  const settings = useSettings<StaffSettings>();
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" description="Notifications, preferences and security." />
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
          <CardTitle>Security</CardTitle>
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
