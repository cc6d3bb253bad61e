import type {
  DoseState,
  ExemptionKind,
  ImmunisationStatus,
  Vaccine,
} from '../../../contract/immunisations.ts';
import { msg } from '../../i18n/i18n.ts';

/** Immunisations' fixed lists in the reader's language (message ids: render with t()). */
export const vaccineLabels: Record<Vaccine, string> = {
  dtap: msg('immunisations.vaccine.dtap'),
  hib: msg('immunisations.vaccine.hib'),
  ipv: msg('immunisations.vaccine.ipv'),
  mmr: msg('immunisations.vaccine.mmr'),
  varicella: msg('immunisations.vaccine.varicella'),
  hepA: msg('immunisations.vaccine.hepA'),
  hepB: msg('immunisations.vaccine.hepB'),
  pcv: msg('immunisations.vaccine.pcv'),
  influenza: msg('immunisations.vaccine.influenza'),
};

export const doseStateLabels: Record<DoseState, string> = {
  given: msg('immunisations.state.given'),
  exempt: msg('immunisations.state.exempt'),
  overdue: msg('immunisations.state.overdue'),
  due: msg('immunisations.state.due'),
  dueSoon: msg('immunisations.state.dueSoon'),
  later: msg('immunisations.state.later'),
};

export const statusLabels: Record<ImmunisationStatus, string> = {
  upToDate: msg('immunisations.status.upToDate'),
  dueSoon: msg('immunisations.status.dueSoon'),
  overdue: msg('immunisations.status.overdue'),
  exempt: msg('immunisations.status.exempt'),
};

export const exemptionKindLabels: Record<ExemptionKind, string> = {
  medical: msg('immunisations.kind.medical'),
  personal: msg('immunisations.kind.personal'),
};

/** Badge colours: red overdue, amber due, green up to date. */
export const statusVariant = {
  upToDate: 'success',
  dueSoon: 'warning',
  overdue: 'danger',
  exempt: 'neutral',
} as const;
export const doseStateVariant = {
  given: 'success',
  exempt: 'neutral',
  overdue: 'danger',
  due: 'warning',
  dueSoon: 'warning',
  later: 'neutral',
} as const;
