import type { Readable } from 'node:stream';
import type { Language } from '../../../contract/enums.ts';
import type { DoseState, ImmunisationReportRow, Vaccine } from '../../../contract/immunisations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { csvStream } from '../reports/report-csv.ts';
import { countedByChild, enrolledChildren, loadSchedule } from './immunisation-queries.ts';
import { scheduleFor, statusOf } from './immunisation-status.ts';

const vaccineNames: Record<Vaccine, string> = {
  dtap: 'immunisations.vaccine.dtap',
  hib: 'immunisations.vaccine.hib',
  ipv: 'immunisations.vaccine.ipv',
  mmr: 'immunisations.vaccine.mmr',
  varicella: 'immunisations.vaccine.varicella',
  hepA: 'immunisations.vaccine.hepA',
  hepB: 'immunisations.vaccine.hepB',
  pcv: 'immunisations.vaccine.pcv',
  influenza: 'immunisations.vaccine.influenza',
};
const missingStates: Partial<Record<DoseState, string>> = {
  due: 'immunisations.state.due',
  overdue: 'immunisations.state.overdue',
};

/**
 * Every enrolled child with a dose missing (its age reached, within the grace) or overdue,
 * by room and name, each with those doses (decision 066): whom the centre must chase.
 */
export async function immunisationReport(
  db: DbOrTx,
  today: string,
): Promise<ImmunisationReportRow[]> {
  const schedule = await loadSchedule(db);
  const counted = await countedByChild(db);
  const rows: ImmunisationReportRow[] = [];
  for (const child of await enrolledChildren(db)) {
    const doses = scheduleFor(child.dateOfBirth, today, schedule, counted(child.childId));
    const missing = doses.filter((d) => d.state === 'overdue' || d.state === 'due');
    if (missing.length > 0) rows.push({ ...child, status: statusOf(doses), missing });
  }
  return rows;
}

/** The report as CSV, one line per missing dose, in the reader's language. */
export function immunisationReportCsv(rows: ImmunisationReportRow[], language: Language): Readable {
  const t = (id: string) => translate(language, id);
  return csvStream(
    [
      'immunisations.csv.child',
      'immunisations.csv.room',
      'immunisations.csv.dateOfBirth',
      'immunisations.csv.vaccine',
      'immunisations.csv.dose',
      'immunisations.csv.dueDate',
      'immunisations.csv.overdueFrom',
      'immunisations.csv.state',
    ].map(t),
    (async function* () {
      yield rows.flatMap((row) =>
        row.missing.map((dose) => [
          row.childName,
          row.room,
          row.dateOfBirth,
          t(vaccineNames[dose.vaccine]),
          dose.doseNumber,
          dose.dueDate,
          dose.overdueFrom,
          t(missingStates[dose.state]!),
        ]),
      );
    })(),
  );
}
