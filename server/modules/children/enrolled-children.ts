import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { children } from '../../db/schema/index.ts';

/*
 * The one definition of which children the centre has (issue 16): every list, count,
 * ratio, attendance, report and message about children uses it.
 *
 * Enrolled: at the centre (not removed) with the enrolment finished — every consent form
 * on record (step 2). A child saved at step 1 whose consents are not all recorded is a
 * draft: listed apart ("Enrolment in progress"), counted nowhere, not checked in.
 */
const atCentre = and(eq(children.isActive, true), isNull(children.removedAt));
export const enrolledChild = and(atCentre, isNotNull(children.enrolmentCompletedAt));
export const draftChild = and(atCentre, isNull(children.enrolmentCompletedAt));
/** Enrolled or a draft: what the enrolment steps themselves work on. */
export const childAtCentre = atCentre;
