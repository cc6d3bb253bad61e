// No zod here: the browser's sign-in code reads these lists, and zod is not in the first
// download (contract/*.ts build their schemas from them).
export const roleKinds = ['director', 'staff', 'parent'] as const;
export type Role = (typeof roleKinds)[number];
/**
 * Who the permission table speaks of: the roles of people's accounts, and the door kiosk, a
 * paired tablet with a device session of its own that reaches only kiosk actions (070).
 */
export const principalKinds = [...roleKinds, 'kiosk'] as const;
export type PrincipalKind = (typeof principalKinds)[number];

/** The portal a principal belongs to: directors and staff share the staff portal. */
export const portalOf = (r: Role): 'staff' | 'parent' => (r === 'parent' ? 'parent' : 'staff');

export const roomNames = ['Infant Room', 'Toddler Room', 'Preschool Room', 'Pre-K Room'] as const;
export const roomFilterValues = ['all', 'infants', 'toddlers', 'preschool'] as const;

export const staffRoles = [
  'Lead Teacher',
  'Assistant Teacher',
  'Nurse',
  'Director',
  'Support Staff',
] as const;

export const moods = ['happy', 'content', 'fussy', 'tired', 'excited', 'cranky'] as const;
export const relationships = ['parent', 'guardian', 'grandparent', 'other'] as const;
export const attendanceStatuses = ['present', 'late', 'absent'] as const;
export const messagePriorities = ['urgent', 'high', 'normal', 'low'] as const;
export const invitationStatuses = ['pending', 'accepted', 'expired', 'revoked'] as const;

export const consentForms = {
  enrollment_application: 'Enrollment Application Form',
  medical_immunization: 'Medical Information & Immunization Records',
  emergency_contact: 'Emergency Contact Authorization',
  photo_video_release: 'Photo & Video Release Form',
  pickup_authorization: 'Pickup Authorization Form',
} as const;
export type ConsentForm = keyof typeof consentForms;

export const documentTypes = {
  '1099': '1099 Form',
  tax_summary: 'Tax Summary',
  payment_receipt: 'Payment Receipt',
  year_end_statement: 'Year-End Statement',
  dependent_care_assistance: 'Dependent Care Assistance',
  other: 'Other',
} as const;
export type DocumentType = keyof typeof documentTypes;

/** Spec section 9: the portal's languages (all four offered to everyone, decision 021). */
export const languages = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];
export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof dateFormats)[number];
export const timezones = ['Eastern', 'Central', 'Mountain', 'Pacific'] as const;
export type Timezone = (typeof timezones)[number];
/** The settings' time zone names as the zones the browser and the server format in. */
export const ianaTimeZones: Record<Timezone, string> = {
  Eastern: 'America/New_York',
  Central: 'America/Chicago',
  Mountain: 'America/Denver',
  Pacific: 'America/Los_Angeles',
};

/** Billing (decision 034): a plan's period, and what a ledger entry or a payment is. */
export const billingCycles = ['weekly', 'monthly'] as const;
export type BillingCycle = (typeof billingCycles)[number];
export const ledgerKinds = ['charge', 'payment', 'credit', 'adjustment'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export const chargeKinds = ['tuition', 'registration', 'late_fee', 'other'] as const;
export type ChargeKind = (typeof chargeKinds)[number];
export const paymentMethods = ['cash', 'check', 'bank_transfer', 'card_terminal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** An invoice's or a payer's state, with the spec's colours (paid green, pending yellow, overdue red). */
export const billingStatuses = ['paid', 'pending', 'overdue'] as const;
export type BillingStatus = (typeof billingStatuses)[number];
export const lateFeeStatuses = ['proposed', 'approved', 'dismissed'] as const;
export type LateFeeStatus = (typeof lateFeeStatuses)[number];
