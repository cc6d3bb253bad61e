import { useSearchParams } from 'react-router';
import {
  type ReportPeriod,
  reportPeriods,
  type ReportTab,
  reportTabs,
} from '../../../contract/reports.ts';
import type { ReportFilters } from './queries.ts';

const isDay = (value: string | null) => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * The screen's choices live in the address (?period=&start=&end=&room=&tab=), so a reload, a
 * bookmark or a link shows the same report. Anything unreadable there is the default.
 */
export function useReportLocation() {
  const [params, setParams] = useSearchParams();
  const period: ReportPeriod = oneOf(reportPeriods, params.get('period'), 'today');
  const filters: ReportFilters = {
    period,
    start: isDay(params.get('start')) ? params.get('start')! : '',
    end: isDay(params.get('end')) ? params.get('end')! : '',
    room: /^[a-z0-9-]{1,40}$/.test(params.get('room') ?? '') ? params.get('room')! : 'all',
  };
  const tab: ReportTab = oneOf(reportTabs, params.get('tab'), 'overview');
  const write = (next: ReportFilters, nextTab: ReportTab) => {
    const search = new URLSearchParams();
    if (next.period !== 'today') search.set('period', next.period);
    if (next.period === 'custom') {
      if (next.start) search.set('start', next.start);
      if (next.end) search.set('end', next.end);
    }
    if (next.room !== 'all') search.set('room', next.room);
    if (nextTab !== 'overview') search.set('tab', nextTab);
    // Each choice replaces the address: Back leaves the screen rather than undoing choices.
    setParams(search, { replace: true });
  };
  return {
    filters,
    tab,
    setFilters: (next: ReportFilters) => write(next, tab),
    setTab: (next: ReportTab) => write(filters, next),
  };
}
