import type {
  ConditionKind,
  DoseUnit,
  MedicationRoute,
  MedicationStatus,
  Severity,
} from '../../../contract/health-records.ts';
import { msg } from '../../i18n/i18n.ts';

/** The fixed lists' words in the reader's language (message ids: render with t()). */
export const severityLabels: Record<Severity, string> = {
  mild: msg('healthRecords.severity.mild'),
  moderate: msg('healthRecords.severity.moderate'),
  severe: msg('healthRecords.severity.severe'),
};

export const kindLabels: Record<ConditionKind, string> = {
  allergy: msg('healthRecords.kind.allergy'),
  condition: msg('healthRecords.kind.condition'),
};

export const unitLabels: Record<DoseUnit, string> = {
  ml: msg('healthRecords.unit.ml'),
  mg: msg('healthRecords.unit.mg'),
  tablet: msg('healthRecords.unit.tablet'),
  drop: msg('healthRecords.unit.drop'),
  puff: msg('healthRecords.unit.puff'),
  application: msg('healthRecords.unit.application'),
  unit: msg('healthRecords.unit.unit'),
};

export const routeLabels: Record<MedicationRoute, string> = {
  oral: msg('healthRecords.route.oral'),
  topical: msg('healthRecords.route.topical'),
  inhaled: msg('healthRecords.route.inhaled'),
  eye: msg('healthRecords.route.eye'),
  ear: msg('healthRecords.route.ear'),
  nasal: msg('healthRecords.route.nasal'),
  injection: msg('healthRecords.route.injection'),
  other: msg('healthRecords.route.other'),
};

export const statusLabels: Record<MedicationStatus, string> = {
  awaitingAcceptance: msg('healthRecords.status.awaitingAcceptance'),
  upcoming: msg('healthRecords.status.upcoming'),
  active: msg('healthRecords.status.active'),
  ended: msg('healthRecords.status.ended'),
};
