import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AuditEntryResponse } from '../../../contract/audit-log.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { useFileDownload } from '../../lib/download-file.ts';
import { formatDateTime } from '../../lib/format.ts';
import { catalogueLanguage } from '../../lib/query-options.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  auditExportPath,
  auditFiltersQuery,
  auditLogPages,
  noAuditFilters,
} from './audit-queries.ts';
import { auditRecordTypeLabels } from './audit-record-types.ts';
import { EmptyText } from './empty-text.tsx';
import { type Column, RecordList } from './record-list.tsx';

const typeLabel = (t: Translate, type: string) => {
  const id = auditRecordTypeLabels[type];
  return id ? t(id) : type;
};

function AuditEntries({ entries }: { entries: AuditEntryResponse[] }) {
  const t = useT();
  const columns: Column<AuditEntryResponse>[] = [
    { header: t('reports.audit.col.when'), value: (e) => formatDateTime(e.at) },
    { header: t('reports.audit.col.who'), value: (e) => e.actorName ?? t('reports.audit.system') },
    { header: t('reports.audit.col.action'), value: (e) => e.actionText },
    { header: t('reports.audit.col.record'), value: (e) => e.recordText },
    { header: t('reports.audit.col.details'), value: (e) => e.detailsText },
  ];
  return (
    <RecordList
      title={t('reports.audit.title')}
      rows={entries}
      columns={columns}
      wrap="max-w-xs break-words"
    />
  );
}

/**
 * The audit log for directors (issue 15): who changed what and when, filtered by person,
 * record and dates, newest first, 50 at a time, and exported as CSV. Read-only.
 */
export function AuditLogCard() {
  const t = useT();
  const [filters, setFilters] = useState(noAuditFilters);
  const options = useQuery(auditFiltersQuery());
  // The record id is typed: the list follows once typing pauses.
  const recordId = useDebouncedValue(filters.recordId, 300);
  const asked = { ...filters, recordId };
  const language = catalogueLanguage();
  const list = usePagedList(auditLogPages(asked, language), { keepPrevious: true });
  const { running, download } = useFileDownload();
  const wrongOrder = filters.start !== '' && filters.end !== '' && filters.start > filters.end;
  const set = (change: Partial<typeof filters>) => setFilters({ ...filters, ...change });
  const fileName = `audit-log-${filters.start || 'start'}-to-${filters.end || 'now'}.csv`;
  return (
    <Card role="region" aria-labelledby="audit-log-title">
      <CardHeader>
        <CardTitle id="audit-log-title">{t('reports.audit.title')}</CardTitle>
        <CardDescription>{t('reports.audit.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 p-3 sm:p-6">
        <section
          aria-label={t('reports.audit.filters')}
          className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        >
          <LabelledSelect
            id="audit-person"
            label={t('reports.audit.person')}
            value={filters.person}
            options={[
              { value: '', label: t('reports.audit.everyone') },
              ...(options.data?.people ?? []).map((p) => ({
                value: String(p.userId),
                label: p.name,
              })),
            ]}
            onChange={(person) => set({ person })}
            className="space-y-1 sm:w-48"
          />
          <LabelledSelect
            id="audit-record-type"
            label={t('reports.audit.recordType')}
            value={filters.recordType}
            options={[
              { value: '', label: t('reports.audit.allRecords') },
              ...(options.data?.recordTypes ?? []).map((type) => ({
                value: type,
                label: typeLabel(t, type),
              })),
            ]}
            onChange={(recordType) => set({ recordType })}
            className="space-y-1 sm:w-48"
          />
          <div className="space-y-1 sm:w-32">
            <Label htmlFor="audit-record-id">{t('reports.audit.recordId')}</Label>
            <Input
              id="audit-record-id"
              value={filters.recordId}
              maxLength={40}
              onChange={(event) => set({ recordId: event.target.value.trim() })}
            />
          </div>
          <div className="space-y-1 sm:w-44">
            <Label htmlFor="audit-start">{t('reports.audit.from')}</Label>
            <Input
              id="audit-start"
              type="date"
              value={filters.start}
              aria-invalid={wrongOrder}
              onChange={(event) => set({ start: event.target.value })}
            />
          </div>
          <div className="space-y-1 sm:w-44">
            <Label htmlFor="audit-end">{t('reports.audit.to')}</Label>
            <Input
              id="audit-end"
              type="date"
              value={filters.end}
              aria-invalid={wrongOrder}
              onChange={(event) => set({ end: event.target.value })}
            />
          </div>
          <Button
            variant="outline"
            disabled={running !== null || wrongOrder}
            onClick={() =>
              void download(auditExportPath(asked, language), fileName, {
                done: t('reports.exportDone'),
                failed: t('reports.exportFailed'),
              })
            }
          >
            <Download aria-hidden="true" />
            {running ? t('reports.exporting') : t('reports.audit.export')}
          </Button>
        </section>
        {wrongOrder ? (
          <p role="alert" className="text-sm text-red-800">
            {t('reports.errors.startAfterEnd')}
          </p>
        ) : list.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('reports.audit.loading')}
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('reports.audit.loadFailed')}
          </p>
        ) : list.data && list.data.length > 0 ? (
          <div aria-busy={list.updating}>
            <AuditEntries entries={list.data} />
            <LoadMore list={list} what={t('reports.audit.entries')} />
          </div>
        ) : (
          <EmptyText text={t('reports.audit.empty')} />
        )}
      </CardContent>
    </Card>
  );
}
