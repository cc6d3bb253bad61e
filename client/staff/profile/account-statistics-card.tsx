import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format.ts';
import { useAccountStatistics } from './queries.ts';

/** The spec's "account statistics" on the staff profile, as the server counted them. */
export function AccountStatisticsCard() {
  const t = useT();
  const statistics = useAccountStatistics();
  const s = statistics.data;
  const rows: (readonly [label: string, value: string])[] = s
    ? [
        [t('staffProfile.statistics.memberSince'), formatDate(s.memberSince)],
        ...(s.lastSignIn
          ? ([[t('staffProfile.statistics.lastSignIn'), formatDateTime(s.lastSignIn)]] as const)
          : []),
        [t('staffProfile.statistics.checkIns'), formatNumber(s.checkIns)],
        [t('staffProfile.statistics.checkOuts'), formatNumber(s.checkOuts)],
        [t('staffProfile.statistics.dailyReports'), formatNumber(s.dailyReports)],
        [t('staffProfile.statistics.incidents'), formatNumber(s.incidents)],
        [t('staffProfile.statistics.activities'), formatNumber(s.activities)],
        [t('staffProfile.statistics.galleryPhotos'), formatNumber(s.galleryPhotos)],
      ]
    : [];
  return (
    <Card role="region" aria-labelledby="account-statistics-title">
      <CardHeader>
        <CardTitle id="account-statistics-title">{t('staffProfile.statistics.title')}</CardTitle>
        <CardDescription>{t('staffProfile.statistics.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {statistics.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('staffProfile.statistics.loading')}
          </p>
        ) : statistics.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-red-800">
              {t('staffProfile.statistics.loadFailed')}
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={statistics.isFetching}
              onClick={() => void statistics.refetch()}
            >
              {t('common.tryAgain')}
            </Button>
          </div>
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
