import { messagePriorities } from '../../contract/enums.ts';
import type { BadgeVariant } from '../components/ui/badge.tsx';
import { msg } from '../i18n/i18n.ts';

export type MessagePriority = (typeof messagePriorities)[number];

/**
 * A message's priority as both portals show it (spec: Urgent, High, Normal, Low badges): one
 * table for the notifications list, the conversations and the new-message forms.
 */
export const messagePriority: Record<MessagePriority, { label: string; variant: BadgeVariant }> = {
  urgent: { label: msg('messages.priority.urgent'), variant: 'danger' },
  high: { label: msg('messages.priority.high'), variant: 'warning' },
  normal: { label: msg('messages.priority.normal'), variant: 'neutral' },
  low: { label: msg('messages.priority.low'), variant: 'neutral' },
};

/** The priorities a form offers, most pressing first (labels are message ids). */
export const priorityOptions = messagePriorities.map((value) => ({
  value,
  label: messagePriority[value].label,
}));
