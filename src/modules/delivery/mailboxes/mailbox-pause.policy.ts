/** Which sending mailbox a policy bounce pauses, and which mailboxes of the pool the engine may still use (pure). */

/** A mailbox address as stored and compared: trimmed, lower-cased, without a plus tag (`sales+r-abc@x` → `sales@x`). */
export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const local = trimmed.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${trimmed.slice(at)}`;
}

/**
 * The mailbox a policy bounce pauses: the mailbox the bounced delivery went out from (its `mailbox` column, else its
 * From address); without a matched delivery, the first address the report was sent to that is one of the pool
 * (a delivery report comes back to the mailbox that sent the message). Null when none is known.
 */
export function pauseTarget(delivery: { mailbox: string | null; from_email: string | null } | null, reportTo: readonly string[], pool: readonly string[]): string | null {
  const sent = delivery?.mailbox ?? delivery?.from_email ?? null;
  if (sent) return mailboxKey(bareAddress(sent));
  const known = new Set(pool.map(mailboxKey));
  return reportTo.map((to) => mailboxKey(bareAddress(to))).find((to) => known.has(to)) ?? null;
}

/** The pool without the paused mailboxes, in its order. */
export function usablePool(pool: readonly string[], paused: ReadonlySet<string>): string[] {
  return pool.filter((mailbox) => !paused.has(mailboxKey(mailbox)));
}

/** `Name <a@b>` → `a@b`. */
function bareAddress(value: string): string {
  const angled = /<([^>]+)>/.exec(value);
  return (angled ? angled[1] : value).trim();
}

/** One inbound message behind a pause: which, from which recipient domain, with what status. */
export interface PauseEvidence {
  inbound_message_id: string;
  received_at: string;
  kind: string;
  domain: string | null;
  status_code: string | null;
  subject: string;
}
