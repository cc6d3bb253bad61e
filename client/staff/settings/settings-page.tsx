import type { StaffSettings } from '../../../contract/settings.ts';
import type { SettingsSection } from '../../account/settings-form.tsx';
import { SettingsScreen } from '../../account/settings-screen.tsx';
import {
  dateFormatOptions,
  languageOptions,
  themeOptions,
  timezoneOptions,
} from '../../account/setting-options.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { useCan } from '../../lib/session.ts';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { CentreDetailsCard } from './centre-details-card.tsx';
import { CentreHoursCard } from './centre-hours-card.tsx';
import { CentreWebsiteCard } from './centre-website-card.tsx';
import { KioskCard } from './kiosk-card.tsx';
import { SystemCard } from './system-card.tsx';
import { TwoStepRequirementCard } from './two-step-requirement-card.tsx';

// Texts are message ids, which SettingsForm translates. Every language is offered (en, es,
// fr, de), each by its own name. No push switch: this build has no push (decision 048).
const sections: SettingsSection<StaffSettings>[] = [
  {
    title: msg('staffSettings.notifications'),
    switches: [
      {
        key: 'emailNotifications',
        label: msg('staffSettings.emailNotifications'),
        description: msg('staffSettings.emailNotificationsDescription'),
      },
      {
        key: 'attendanceAlerts',
        label: msg('staffSettings.attendanceAlerts'),
        description: msg('staffSettings.attendanceAlertsDescription'),
      },
      {
        key: 'incidentReports',
        label: msg('staffSettings.incidentReports'),
        description: msg('staffSettings.incidentReportsDescription'),
      },
      {
        key: 'dailyReports',
        label: msg('staffSettings.dailyReports'),
        description: msg('staffSettings.dailyReportsDescription'),
      },
    ],
  },
  {
    title: msg('staffSettings.preferences'),
    selects: [
      { key: 'language', label: msg('common.language'), options: languageOptions() },
      { key: 'timezone', label: msg('staffSettings.timeZone'), options: timezoneOptions },
      { key: 'dateFormat', label: msg('staffSettings.dateFormat'), options: dateFormatOptions },
      { key: 'theme', label: msg('staffSettings.theme'), options: themeOptions },
    ],
  },
];

export function SettingsPage() {
  const t = useT();
  const director = useCan('system.read');
  // The centre's own details and rooms: directors' (the server refuses anyone else, 403).
  const centre = useCan('centreSettings.manage');
  const rooms = useCan('room.manage');
  const kiosks = useCan('kiosk.manage');
  return (
    <div className="space-y-6">
      <PageHeader title={t('staffSettings.title')} description={t('staffSettings.description')} />
      <SettingsScreen<StaffSettings> sections={sections} />
      {centre ? <CentreDetailsCard /> : null}
      {rooms ? <RoomsLinkCard /> : null}
      {director ? <CentreHoursCard /> : null}
      {director ? <CentreWebsiteCard /> : null}
      {centre ? <TwoStepRequirementCard /> : null}
      {kiosks ? <KioskCard /> : null}
      {director ? <SystemCard /> : null}
    </div>
  );
}

/** Rooms have a page of their own (Settings → Rooms): added, renamed, ordered, archived. */
function RoomsLinkCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rooms.manage.title')}</CardTitle>
        <CardDescription>{t('rooms.manage.settingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/settings/rooms" className={buttonClasses('outline')}>
          {t('rooms.manage.open')}
        </Link>
      </CardContent>
    </Card>
  );
}
