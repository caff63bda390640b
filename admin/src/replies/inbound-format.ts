import type { ChipProps } from '@mui/material';
import { formatDateTime } from '../format/date';
import type { InboundMessageRecord } from '../providers/replies-methods';

type InboundKind = InboundMessageRecord['kind'];

/** What the classifier called a message, in words. */
const KIND_LABELS: Record<InboundKind, string> = {
  human_reply: 'Reply',
  auto_reply: 'Automatic reply',
  bounce: 'Bounce',
  unsubscribe_request: 'Unsubscribe request',
  complaint: 'Spam complaint',
  delivery_report: 'Delivery report',
  other: 'Other mail',
};

/** Chip colours per kind: mail that hurts sending is red, notices are blue, a person's answer green. */
const KIND_TONES: Record<InboundKind, ChipProps['color']> = {
  human_reply: 'success',
  auto_reply: 'info',
  bounce: 'error',
  unsubscribe_request: 'warning',
  complaint: 'error',
  delivery_report: 'info',
  other: 'default',
};

const isKind = (kind: string): kind is InboundKind => kind in KIND_LABELS;

/** 'Bounce', 'Delivery report', …; a kind this admin does not know yet reads as the server wrote it, underscores spaced. */
export const inboundKindLabel = (kind: string): string => (isKind(kind) ? KIND_LABELS[kind] : kind.replace(/_/g, ' '));

export const inboundKindTone = (kind: string): ChipProps['color'] => (isKind(kind) ? KIND_TONES[kind] : 'default');

const EFFECT_PARTS: Readonly<Record<string, string>> = {
  recorded: 'Recorded only',
  run_stopped: 'Run stopped',
  contact_bounced: 'Contact marked bounced',
  suppressed: 'Address added to the suppression list',
  mailbox_paused: 'Sending mailbox paused',
  domain_held: 'Recipient domain held back',
};

const PAUSED_UNTIL = 'run_paused_until:';

/**
 * What a message did, in words: the stored effect is parts joined by '+' ('domain_held+mailbox_paused'), each
 * worded on its own ('Recipient domain held back; Sending mailbox paused'); a run paused until a time shows it locally.
 */
export const inboundEffectLabel = (effect: string): string =>
  effect
    .split('+')
    .filter(Boolean)
    .map((part) => (part.startsWith(PAUSED_UNTIL) ? `Run paused until ${formatDateTime(part.slice(PAUSED_UNTIL.length), 'later')}` : EFFECT_PARTS[part] ?? part.replace(/_/g, ' ')))
    .join('; ');

/** The Unmatched mail tab's empty text. */
export const NO_UNMATCHED = 'No unmatched mail in this window';

/** Which of the two lists the Recent Replies screen shows (`?tab=unmatched` in the address for the second). */
export type RepliesTab = 'replies' | 'unmatched';
export const REPLIES_TABS: ReadonlyArray<{ id: RepliesTab; label: string }> = [
  { id: 'replies', label: 'Replies' },
  { id: 'unmatched', label: 'Unmatched mail' },
];
export const isRepliesTab = (value: string | null): value is RepliesTab => REPLIES_TABS.some((tab) => tab.id === value);
