import type { AbsenceReason } from '../../contract/handover.ts';
import { msg } from '../i18n/i18n.ts';

/** The reasons a family gives for an absence, as the reader's language says them. */
export const absenceReasonLabels: Record<AbsenceReason, string> = {
  sick: msg('handover.reason.sick'),
  holiday: msg('handover.reason.holiday'),
  appointment: msg('handover.reason.appointment'),
  other: msg('handover.reason.other'),
};
