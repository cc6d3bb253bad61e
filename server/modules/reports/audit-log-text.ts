import { auditRecordTypeLabels } from '../../../contract/audit-log.ts';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { type Reader, formatCalendarDay, formatClockTime } from '../../lib/reader-format.ts';
import { type AuditNameKind, auditNames } from './audit-log-queries.ts';

/**
 * The audit log as people read it (issue 35): what was done as a sentence ('Recorded a
 * payment'), the record by its name ('Payer: Maria Lopez'), and what the change said as facts
 * in the reader's language ('Amount: $2,600.00; Method: Check'), never the stored
 * action code, `billing_payer #40` or `{"amountCents": 260000}`. The screen and
 * the CSV both read it from here.
 */

/** Each stored action's sentence (catalogue ids, written out so the catalogue check sees them). */
const actionTexts: Record<string, string> = {
  'attendance.checkIn': 'reports.audit.action.attendanceCheckIn',
  'attendance.checkOut': 'reports.audit.action.attendanceCheckOut',
  'auth.login': 'reports.audit.action.authLogin',
  'auth.sessionEnd': 'reports.audit.action.authSessionEnd',
  'auth.sessionsEndOthers': 'reports.audit.action.authSessionsEndOthers',
  'auth.twoStep.enable': 'reports.audit.action.authTwoStepEnable',
  'auth.twoStep.disable': 'reports.audit.action.authTwoStepDisable',
  'auth.twoStep.recoveryCodes': 'reports.audit.action.authTwoStepRecoveryCodes',
  'auth.twoStep.reset': 'reports.audit.action.authTwoStepReset',
  'auth.passkey.add': 'reports.audit.action.authPasskeyAdd',
  'auth.passkey.remove': 'reports.audit.action.authPasskeyRemove',
  'billing.account.plan': 'reports.audit.action.billingAccountPlan',
  'billing.account.shares': 'reports.audit.action.billingAccountShares',
  'billing.adjust': 'reports.audit.action.billingAdjust',
  'billing.child.discount': 'reports.audit.action.billingChildDiscount',
  'billing.instructions.update': 'reports.audit.action.billingInstructionsUpdate',
  'billing.invoice': 'reports.audit.action.billingInvoice',
  'billing.invoicing.request': 'reports.audit.action.billingInvoicingRequest',
  'billing.lateFee.approve': 'reports.audit.action.billingLateFeeApprove',
  'billing.lateFee.dismiss': 'reports.audit.action.billingLateFeeDismiss',
  'billing.lateFee.propose': 'reports.audit.action.billingLateFeePropose',
  'billing.payer.add': 'reports.audit.action.billingPayerAdd',
  'billing.payer.update': 'reports.audit.action.billingPayerUpdate',
  'billing.payment.record': 'reports.audit.action.billingPaymentRecord',
  'billing.plan.create': 'reports.audit.action.billingPlanCreate',
  'billing.plan.update': 'reports.audit.action.billingPlanUpdate',
  'billing.settings.update': 'reports.audit.action.billingSettingsUpdate',
  'billing.statement.create': 'reports.audit.action.billingStatementCreate',
  'billing.statements.request': 'reports.audit.action.billingStatementsRequest',
  'camera.create': 'reports.audit.action.cameraCreate',
  'camera.remove': 'reports.audit.action.cameraRemove',
  'camera.update': 'reports.audit.action.cameraUpdate',
  'camera.view': 'reports.audit.action.cameraView',
  'camera.viewEnd': 'reports.audit.action.cameraViewEnd',
  'centre.details': 'reports.audit.action.centreDetails',
  'centre.hours': 'reports.audit.action.centreHours',
  'centre.setup.complete': 'reports.audit.action.centreSetup',
  'centre.logo.change': 'reports.audit.action.centreLogoChange',
  'centre.logo.remove': 'reports.audit.action.centreLogoRemove',
  'centre.website': 'reports.audit.action.centreWebsite',
  'centre.openDays': 'reports.audit.action.centreOpenDays',
  'centre.closure.add': 'reports.audit.action.centreClosureAdd',
  'centre.closure.remove': 'reports.audit.action.centreClosureRemove',
  'centre.twoStep': 'reports.audit.action.centreTwoStep',
  'child.create': 'reports.audit.action.childCreate',
  'child.discardDraft': 'reports.audit.action.childDiscardDraft',
  'child.remove': 'reports.audit.action.childRemove',
  'child.update': 'reports.audit.action.childUpdate',
  'child.move': 'reports.audit.action.childMove',
  'child.withdraw': 'reports.audit.action.childWithdraw',
  'child.reEnrol': 'reports.audit.action.childReEnrol',
  'consent.record': 'reports.audit.action.consentRecord',
  'activity.create': 'reports.audit.action.activityCreate',
  'dailyReport.create': 'reports.audit.action.dailyReportCreate',
  // The room's day (decision 068).
  'roomLog.create': 'reports.audit.action.roomLogCreate',
  'roomLog.undo': 'reports.audit.action.roomLogUndo',
  'roomLog.correct': 'reports.audit.action.roomLogCorrect',
  'roomLog.settings': 'reports.audit.action.roomLogSettings',
  'incident.create': 'reports.audit.action.incidentCreate',
  'incident.acknowledge': 'reports.audit.action.incidentAcknowledge',
  'event.create': 'reports.audit.action.eventCreate',
  'event.update': 'reports.audit.action.eventUpdate',
  'event.delete': 'reports.audit.action.eventDelete',
  'gallery.upload': 'reports.audit.action.galleryUpload',
  'guardian.remove': 'reports.audit.action.guardianRemove',
  'health.condition.add': 'reports.audit.action.healthConditionAdd',
  'health.condition.update': 'reports.audit.action.healthConditionUpdate',
  'health.condition.remove': 'reports.audit.action.healthConditionRemove',
  'medication.authorise': 'reports.audit.action.medicationAuthorise',
  'medication.label': 'reports.audit.action.medicationLabel',
  'medication.accept': 'reports.audit.action.medicationAccept',
  'medication.dose': 'reports.audit.action.medicationDose',
  'medication.dose.correct': 'reports.audit.action.medicationDoseCorrect',
  // Safe hand-over (decision 065).
  'pickup.person.add': 'reports.audit.action.pickupPersonAdd',
  'pickup.person.change': 'reports.audit.action.pickupPersonChange',
  'pickup.person.remove': 'reports.audit.action.pickupPersonRemove',
  'pickup.person.photo': 'reports.audit.action.pickupPersonPhoto',
  'pickup.restriction.add': 'reports.audit.action.pickupRestrictionAdd',
  'pickup.restriction.lift': 'reports.audit.action.pickupRestrictionLift',
  'pickup.restriction.document': 'reports.audit.action.pickupRestrictionDocument',
  'pickup.pass.issue': 'reports.audit.action.pickupPassIssue',
  'pickup.pass.revoke': 'reports.audit.action.pickupPassRevoke',
  'pickup.refused': 'reports.audit.action.pickupRefused',
  'kiosk.pair': 'reports.audit.action.kioskPair',
  'kiosk.revoke': 'reports.audit.action.kioskRevoke',
  'kioskPin.set': 'reports.audit.action.kioskPinSet',
  'kioskPin.remove': 'reports.audit.action.kioskPinRemove',
  'pickup.pin.issue': 'reports.audit.action.pickupPinIssue',
  'pickup.pin.withdraw': 'reports.audit.action.pickupPinWithdraw',
  'kiosk.pickupPerson.sign': 'reports.audit.action.kioskPickupPersonSign',
  'absence.report': 'reports.audit.action.absenceReport',
  'absence.withdraw': 'reports.audit.action.absenceWithdraw',
  'health.immunisation.add': 'reports.audit.action.immunisationAdd',
  'health.immunisation.remove': 'reports.audit.action.immunisationRemove',
  'health.immunisation.verify': 'reports.audit.action.immunisationVerify',
  'health.exemption.add': 'reports.audit.action.exemptionAdd',
  'health.exemption.remove': 'reports.audit.action.exemptionRemove',
  'health.exemption.verify': 'reports.audit.action.exemptionVerify',
  'health.schedule.replace': 'reports.audit.action.immunisationScheduleReplace',
  'gallery.update': 'reports.audit.action.galleryUpdate',
  'gallery.show': 'reports.audit.action.galleryShow',
  'gallery.hide': 'reports.audit.action.galleryHide',
  'gallery.delete': 'reports.audit.action.galleryDelete',
  'job.retry': 'reports.audit.action.jobRetry',
  'message.acknowledge': 'reports.audit.action.messageAcknowledge',
  'message.reply': 'reports.audit.action.messageReply',
  'message.send': 'reports.audit.action.messageSend',
  'milestone.record': 'reports.audit.action.milestoneRecord',
  'milestone.update': 'reports.audit.action.milestoneUpdate',
  'milestone.remove': 'reports.audit.action.milestoneRemove',
  'milestoneCategory.create': 'reports.audit.action.milestoneCategoryCreate',
  'milestoneCategory.update': 'reports.audit.action.milestoneCategoryUpdate',
  'milestoneCategory.move': 'reports.audit.action.milestoneCategoryMove',
  'milestoneTemplate.create': 'reports.audit.action.milestoneTemplateCreate',
  'milestoneTemplate.update': 'reports.audit.action.milestoneTemplateUpdate',
  'parentAccount.register': 'reports.audit.action.parentAccountRegister',
  'parentAccount.update': 'reports.audit.action.parentAccountUpdate',
  'parentAccount.deactivate': 'reports.audit.action.parentAccountDeactivate',
  'parentAccount.reactivate': 'reports.audit.action.parentAccountReactivate',
  'parentInvitation.accept': 'reports.audit.action.parentInvitationAccept',
  'parentInvitation.create': 'reports.audit.action.parentInvitationCreate',
  'parentInvitation.resend': 'reports.audit.action.parentInvitationResend',
  'parentInvitation.revoke': 'reports.audit.action.parentInvitationRevoke',
  'password.change': 'reports.audit.action.passwordChange',
  'password.reset': 'reports.audit.action.passwordReset',
  'password.resetRequested': 'reports.audit.action.passwordResetRequested',
  'password.resetSent': 'reports.audit.action.passwordResetSent',
  'profile.photo.change': 'reports.audit.action.profilePhotoChange',
  'profile.photo.remove': 'reports.audit.action.profilePhotoRemove',
  'profile.update': 'reports.audit.action.profileUpdate',
  'room.archive': 'reports.audit.action.roomArchive',
  'room.create': 'reports.audit.action.roomCreate',
  'room.move': 'reports.audit.action.roomMove',
  'room.ratio.update': 'reports.audit.action.roomRatioUpdate',
  'room.update': 'reports.audit.action.roomUpdate',
  'settings.update': 'reports.audit.action.settingsUpdate',
  'staff.create': 'reports.audit.action.staffCreate',
  'staff.update': 'reports.audit.action.staffUpdate',
  'staff.duty': 'reports.audit.action.staffDuty',
  'staff.remove': 'reports.audit.action.staffRemove',
  'staffLogin.invite': 'reports.audit.action.staffLoginInvite',
  'staffLogin.resendInvitation': 'reports.audit.action.staffLoginResendInvitation',
  'staffLogin.revokeInvitation': 'reports.audit.action.staffLoginRevokeInvitation',
  'staffLogin.acceptInvitation': 'reports.audit.action.staffLoginAcceptInvitation',
  'staffLogin.deactivate': 'reports.audit.action.staffLoginDeactivate',
  'staffLogin.reactivate': 'reports.audit.action.staffLoginReactivate',
  'staffLogin.role': 'reports.audit.action.staffLoginRole',
  'system.backup.download': 'reports.audit.action.systemBackupDownload',
  'system.backup.request': 'reports.audit.action.systemBackupRequest',
  'taxDocument.upload': 'reports.audit.action.taxDocumentUpload',
  'taxDocument.update': 'reports.audit.action.taxDocumentUpdate',
  'taxDocument.delete': 'reports.audit.action.taxDocumentDelete',
  'user.createDirector': 'reports.audit.action.userCreateDirector',
};

/** Record types whose id names a record people know by name. */
const recordKinds: Record<string, AuditNameKind> = {
  child: 'child',
  staff: 'staff',
  user: 'user',
  parentAccount: 'parent',
  billing_payer: 'payer',
  billing_account: 'account',
  room: 'room',
  billing_plan: 'plan',
  camera: 'camera',
  milestone_template: 'template',
  milestone_category: 'category',
  messageThread: 'thread',
  gallery_photo: 'photo',
  tax_document: 'document',
  event: 'event',
};

type DetailKey = {
  label: string;
  /** An id (or a list of ids) of this kind: shown as the name. */
  kind?: AuditNameKind;
  /** Whole cents: shown in dollars. */
  money?: true;
  /** Basis points (6000 = 60 %): shown as a percentage. */
  basisPoints?: true;
  /** A list of other keys (what changed): shown as their labels. */
  fields?: true;
  /** A number written as it is (a year, a version), not grouped ('2025', not '2,025'). */
  plain?: true;
  /** ISO weekday numbers (1 Monday … 7 Sunday): shown as the days' names (decision 073). */
  weekdays?: true;
};

/** The details' keys: their labels, and how their values read. */
const detailKeys: Record<string, DetailKey> = {
  accountId: { label: 'reports.audit.detail.account', kind: 'account' },
  address: { label: 'reports.audit.detail.address' },
  ageFromMonths: { label: 'reports.audit.detail.ageFromMonths' },
  ageToMonths: { label: 'reports.audit.detail.ageToMonths' },
  archived: { label: 'reports.audit.detail.archived' },
  childrenPerStaff: { label: 'reports.audit.detail.childrenPerStaff' },
  logo: { label: 'reports.audit.detail.logo', plain: true },
  moveChildrenTo: { label: 'reports.audit.detail.moveChildrenTo', kind: 'room' },
  phone: { label: 'reports.audit.detail.phone' },
  taxId: { label: 'reports.audit.detail.taxId' },
  achievedDate: { label: 'reports.audit.detail.achievedDate' },
  after: { label: 'reports.audit.detail.after' },
  allergies: { label: 'reports.audit.detail.allergies' },
  amountCents: { label: 'reports.audit.detail.amount', money: true },
  badgesEarned: { label: 'reports.audit.detail.badgesEarned' },
  before: { label: 'reports.audit.detail.before' },
  by: { label: 'reports.audit.detail.by' },
  categoryId: { label: 'reports.audit.detail.category', kind: 'category' },
  changed: { label: 'reports.audit.detail.changed', fields: true },
  checkNumber: { label: 'reports.audit.detail.checkNumber' },
  childId: { label: 'reports.audit.detail.child', kind: 'child' },
  childIds: { label: 'reports.audit.detail.children', kind: 'child' },
  children: { label: 'reports.audit.detail.children', kind: 'child' },
  cycle: { label: 'reports.audit.detail.cycle' },
  date: { label: 'reports.audit.detail.date' },
  dateOfBirth: { label: 'reports.audit.detail.dateOfBirth' },
  description: { label: 'reports.audit.detail.description' },
  discountBasisPoints: { label: 'reports.audit.detail.discount', basisPoints: true },
  expiresAt: { label: 'reports.audit.detail.expiresAt' },
  email: { label: 'reports.audit.detail.email' },
  emergencyContact: { label: 'reports.audit.detail.emergencyContact' },
  end: { label: 'reports.audit.detail.end' },
  evidencePhotos: { label: 'reports.audit.detail.photos', kind: 'photo' },
  fields: { label: 'reports.audit.detail.changed', fields: true },
  firstName: { label: 'reports.audit.detail.firstName' },
  fixedAmountCents: { label: 'reports.audit.detail.fixedAmount', money: true },
  forms: { label: 'reports.audit.detail.forms' },
  from: { label: 'reports.audit.detail.from' },
  happenedAt: { label: 'reports.audit.detail.happenedAt' },
  invoiceNumber: { label: 'reports.audit.detail.invoiceNumber' },
  invoices: { label: 'reports.audit.detail.invoices' },
  invitationsRevoked: { label: 'reports.audit.detail.invitationsRevoked' },
  isActive: { label: 'reports.audit.detail.isActive' },
  isGlobal: { label: 'reports.audit.detail.isGlobal' },
  isVisible: { label: 'reports.audit.detail.isVisible' },
  kind: { label: 'reports.audit.detail.kind' },
  lastDay: { label: 'reports.audit.detail.lastDay' },
  lastName: { label: 'reports.audit.detail.lastName' },
  lateFeeCents: { label: 'reports.audit.detail.lateFee', money: true },
  linkedAt: { label: 'reports.audit.detail.linkedAt' },
  medicalInfo: { label: 'reports.audit.detail.medicalInfo' },
  method: { label: 'reports.audit.detail.method' },
  name: { label: 'reports.audit.detail.name' },
  note: { label: 'reports.audit.detail.note' },
  notes: { label: 'reports.audit.detail.note' },
  parentAccountId: { label: 'reports.audit.detail.parent', kind: 'parent' },
  parentDriversLicense: { label: 'reports.audit.detail.parentDriversLicense' },
  parentEmail: { label: 'reports.audit.detail.parentEmail' },
  parentId: { label: 'reports.audit.detail.parent', kind: 'parent' },
  parentName: { label: 'reports.audit.detail.parentName' },
  parentPhone: { label: 'reports.audit.detail.parentPhone' },
  payer: { label: 'reports.audit.detail.payerChoice' },
  payerId: { label: 'reports.audit.detail.payer', kind: 'payer' },
  phoneNumber: { label: 'reports.audit.detail.phoneNumber' },
  photos: { label: 'reports.audit.detail.photos', kind: 'photo' },
  planId: { label: 'reports.audit.detail.plan', kind: 'plan' },
  portal: { label: 'reports.audit.detail.portal' },
  position: { label: 'reports.audit.detail.position' },
  priority: { label: 'reports.audit.detail.priority' },
  proposed: { label: 'reports.audit.detail.proposed' },
  reason: { label: 'reports.audit.detail.reason' },
  receivedOn: { label: 'reports.audit.detail.receivedOn' },
  recipients: { label: 'reports.audit.detail.recipients' },
  relationship: { label: 'reports.audit.detail.relationship' },
  registrationFeeCents: { label: 'reports.audit.detail.registrationFee', money: true },
  rememberMe: { label: 'reports.audit.detail.rememberMe' },
  role: { label: 'reports.audit.detail.role' },
  room: { label: 'reports.audit.detail.room' },
  roomId: { label: 'reports.audit.detail.room', kind: 'room' },
  shareBasisPoints: { label: 'reports.audit.detail.share', basisPoints: true },
  shares: { label: 'reports.audit.detail.shares' },
  siblingId: { label: 'reports.audit.detail.sibling', kind: 'child' },
  signature: { label: 'reports.audit.detail.signature' },
  staffId: { label: 'reports.audit.detail.staff', kind: 'staff' },
  start: { label: 'reports.audit.detail.start' },
  startDate: { label: 'reports.audit.detail.start' },
  endDate: { label: 'reports.audit.detail.end' },
  status: { label: 'reports.audit.detail.status' },
  taxYear: { label: 'reports.audit.detail.taxYear', plain: true },
  templateId: { label: 'reports.audit.detail.milestone', kind: 'template' },
  threadId: { label: 'reports.audit.detail.conversation', kind: 'thread' },
  threads: { label: 'reports.audit.detail.conversations' },
  time: { label: 'reports.audit.detail.time' },
  openingTime: { label: 'reports.audit.detail.openingTime' },
  closingTime: { label: 'reports.audit.detail.closingTime' },
  absenceAlertTime: { label: 'reports.audit.detail.absenceAlertTime' },
  openWeekdays: { label: 'reports.audit.detail.openWeekdays', weekdays: true },
  title: { label: 'reports.audit.detail.title' },
  to: { label: 'reports.audit.detail.to' },
  total: { label: 'reports.audit.detail.total', money: true },
  totalCents: { label: 'reports.audit.detail.total', money: true },
  userId: { label: 'reports.audit.detail.person', kind: 'user' },
  version: { label: 'reports.audit.detail.version', plain: true },
  type: { label: 'reports.audit.detail.type' },
  participants: { label: 'reports.audit.detail.participants' },
};

/** Stored words a detail may hold, as the reader says them. */
const valueTexts: Record<string, string> = {
  absent: 'reports.audit.value.absent',
  adjustment: 'reports.audit.value.adjustment',
  bank_transfer: 'reports.audit.value.bankTransfer',
  celebration: 'reports.audit.value.celebration',
  'field-trip': 'reports.audit.value.fieldTrip',
  general: 'reports.audit.value.general',
  holiday: 'reports.audit.value.holiday',
  meeting: 'reports.audit.value.meeting',
  card_terminal: 'reports.audit.value.cardTerminal',
  cash: 'reports.audit.value.cash',
  charge: 'reports.audit.value.charge',
  check: 'reports.audit.value.check',
  credit: 'reports.audit.value.credit',
  director: 'reports.audit.value.director',
  high: 'reports.audit.value.high',
  kept: 'reports.audit.value.kept',
  late: 'reports.audit.value.late',
  monthly: 'reports.audit.value.monthly',
  normal: 'reports.audit.value.normal',
  parent: 'reports.audit.value.parent',
  present: 'reports.audit.value.present',
  removed: 'reports.audit.value.removed',
  staff: 'reports.audit.value.staff',
  teacher: 'reports.audit.value.teacher',
  urgent: 'reports.audit.value.urgent',
  weekly: 'reports.audit.value.weekly',
};

// The stored details' keys come in the database's order: a pair reads first to last, and
// Who or what it was about comes first.
const pairRank: Record<string, number> = { from: 1, to: 2, start: 1, end: 2, before: 1, after: 2 };
const rankOf = (key: string) => (detailKeys[key]?.kind ? -1 : (pairRank[key] ?? 0));

// Never shown, whatever a change carried.
const secretKeys = /password|secret|token|credential/i;

type Entry = {
  action: string;
  recordType: string;
  recordId: string | null;
  details: string | null;
};

export type AuditTexts = { actionText: string; recordText: string; detailsText: string };

const regions: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-FR', de: 'de-DE' };

function parseDetails(details: string | null): Record<string, unknown> {
  if (!details) return {};
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: details };
  }
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .filter(
      (v): v is number => Number.isInteger(v) || (typeof v === 'string' && /^\d{1,9}$/.test(v)),
    )
    .map(Number);

/** Every id of each kind the entries name (their records and their details, nested too). */
function wantedNames(entries: { entry: Entry; details: Record<string, unknown> }[]) {
  const wanted = new Map<AuditNameKind, Set<number>>();
  const want = (kind: AuditNameKind, ids: number[]) => {
    const set = wanted.get(kind) ?? new Set<number>();
    for (const id of ids) set.add(id);
    wanted.set(kind, set);
  };
  const walk = (details: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(details)) {
      const kind = detailKeys[key]?.kind;
      if (kind) want(kind, idsOf(value));
      if (value && typeof value === 'object') {
        for (const inner of Array.isArray(value) ? value : [value])
          if (inner && typeof inner === 'object') walk(inner as Record<string, unknown>);
      }
    }
  };
  for (const { entry, details } of entries) {
    const kind = recordKinds[entry.recordType];
    if (kind && entry.recordId) want(kind, idsOf(entry.recordId));
    walk(details);
  }
  return wanted;
}

/** The texts of a page (or a batch) of the log, in the reader's language, date format and zone. */
export async function auditTexts(
  db: DbOrTx,
  entries: Entry[],
  reader: Reader,
): Promise<AuditTexts[]> {
  const t = (id: string, params?: Record<string, string | number>) =>
    translate(reader.language, id, params);
  const parsed = entries.map((entry) => ({ entry, details: parseDetails(entry.details) }));
  const names = await auditNames(db, wantedNames(parsed));
  const money = new Intl.NumberFormat(regions[reader.language], {
    style: 'currency',
    currency: 'USD',
  });
  const percent = new Intl.NumberFormat(regions[reader.language], {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const weekdayName = new Intl.DateTimeFormat(regions[reader.language], {
    weekday: 'long',
    timeZone: 'UTC',
  });
  const nameOf = (kind: AuditNameKind, id: number) =>
    names.get(kind)?.get(id) ?? t('reports.audit.unknownRecord', { id });

  const typeText = (type: string) => {
    const id = auditRecordTypeLabels[type];
    return id ? t(id) : type;
  };
  const labelOf = (key: string) => {
    const spec = detailKeys[key];
    return spec ? t(spec.label) : key;
  };

  const valueText = (key: string, value: unknown): string => {
    const spec = detailKeys[key];
    if (value === null || value === undefined || value === '') return '—';
    if (spec?.kind) {
      const ids = idsOf(value);
      if (ids.length > 0 || Array.isArray(value))
        return ids.length === 0 ? '—' : ids.map((id) => nameOf(spec.kind!, id)).join(', ');
    }
    if (spec?.money && typeof value === 'number') return money.format(value / 100);
    if (spec?.basisPoints && typeof value === 'number') return percent.format(value / 10_000);
    if (spec?.fields && Array.isArray(value))
      return value.map((field) => labelOf(String(field))).join(', ');
    if (typeof value === 'boolean') return t(value ? 'reports.audit.yes' : 'reports.audit.no');
    // 2024-01-01 was a Monday; a weekday's name is the same in every zone.
    if (spec?.weekdays && typeof value === 'number')
      return weekdayName.format(new Date(Date.UTC(2024, 0, value)));
    if (typeof value === 'number')
      return spec?.plain
        ? String(value)
        : new Intl.NumberFormat(regions[reader.language]).format(value);
    if (typeof value === 'string') {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDay(reader, value);
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) {
        const at = new Date(value);
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: reader.timeZone }).format(at);
        return `${formatCalendarDay(reader, day)}, ${formatClockTime(reader, at)}`;
      }
      const word = valueTexts[value];
      return word ? t(word) : value;
    }
    if (Array.isArray(value)) return value.map((item) => valueText(key, item)).join(', ') || '—';
    if (typeof value === 'object') {
      const object = value as Record<string, unknown>;
      // A change of one field: its value before and after.
      if ('from' in object && 'to' in object && Object.keys(object).length === 2)
        return t('reports.audit.change', {
          from: valueText(key, object.from),
          to: valueText(key, object.to),
        });
      return `(${factsText(object)})`;
    }
    return String(value);
  };

  const factsText = (details: Record<string, unknown>): string =>
    Object.entries(details)
      .sort(([a], [b]) => rankOf(a) - rankOf(b))
      .filter(([key, value]) => !secretKeys.test(key) && value !== undefined)
      .map(([key, value]) =>
        t('reports.audit.fact', { label: labelOf(key), value: valueText(key, value) }),
      )
      .join('; ');

  return parsed.map(({ entry, details }) => {
    const action = actionTexts[entry.action];
    const kind = recordKinds[entry.recordType];
    const recordIds = entry.recordId ? idsOf(entry.recordId) : [];
    const type = typeText(entry.recordType);
    const recordText = !entry.recordId
      ? type
      : kind && recordIds.length === 1
        ? t('reports.audit.recordNamed', { type, name: nameOf(kind, recordIds[0]!) })
        : /^\d+$/.test(entry.recordId)
          ? t('reports.audit.recordNumbered', { type, id: entry.recordId })
          : // A record known by what it is ('weekly:2026-11-16': a billing period).
            t('reports.audit.recordNamed', {
              type,
              name: entry.recordId
                .split(':')
                .map((part) => valueText('', part))
                .join(', '),
            });
    return {
      actionText: action ? t(action) : entry.action,
      recordText,
      detailsText: factsText(details),
    };
  });
}
