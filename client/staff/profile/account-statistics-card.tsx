import { QueryCard } from '../../components/ui/query-card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format.ts';
import { useAccountStatistics } from './queries.ts';

/** The spec's "account statistics" on the staff profile, as the server counted them. */
export function AccountStatisticsCard() {
  const t = useT();
  const statistics = useAccountStatistics();
  return (
    <QueryCard
      id="account-statistics"
      title={t('staffProfile.statistics.title')}
      description={t('staffProfile.statistics.description')}
      query={statistics}
      loading={t('staffProfile.statistics.loading')}
      loadFailed={t('staffProfile.statistics.loadFailed')}
      retry
    >
      {(s) => {
        const rows: (readonly [label: string, value: string])[] = [
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
        ];
        return (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        );
      }}
    </QueryCard>
  );
}
