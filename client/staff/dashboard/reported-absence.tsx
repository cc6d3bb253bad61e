import type { Absence } from '../../../contract/handover.ts';
import { useT } from '../../i18n/use-t.ts';
import { absenceReasonLabels } from '../../lib/absence-reasons.ts';

/** 'Absent — reported by Priya Patel: ear infection' (the note, else the reason). */
export function ReportedAbsence({ absence }: { absence: Absence }) {
  const t = useT();
  const why = absence.note || t(absenceReasonLabels[absence.reason]);
  return (
    <span className="text-sm text-slate-700">
      {absence.reportedBy
        ? t('handover.absentReportedBy', { name: absence.reportedBy, why })
        : t('handover.absentReported', { why })}
    </span>
  );
}
