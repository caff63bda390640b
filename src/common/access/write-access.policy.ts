/**
 * The one write rule for sequences (and their steps and rules), templates and runs: everyone signed in may read
 * them; changing one takes an admin or its owner. A sequence's steps and rules belong to the sequence's owner; a run
 * belongs to its sequence's owner and to the user who enrolled the contact. Something without an owner (demo data)
 * is changed by admins only.
 *
 * The server applies it at the edge (the write-access guard, from a route's `@OwnerOrAdmin()`), and per row where
 * the row is locked anyway or one request touches many rows (run actions, unenrolling); the admin shows the same rule
 * by disabling what a user may not do, with a tooltip saying why.
 */
export interface Writer {
  id: string;
  role: string;
}

export interface Owners {
  /** The sequence's or template's owner. */
  ownerUserId: string | null;
  /** For a run: who enrolled the contact. */
  enrolledByUserId?: string | null;
}

export function mayWrite(user: Writer, owners: Owners): boolean {
  if (user.role === 'admin') return true;
  return (owners.ownerUserId !== null && owners.ownerUserId === user.id) || (owners.enrolledByUserId != null && owners.enrolledByUserId === user.id);
}

/** What a route's `@OwnerOrAdmin()` protects; each names how its owners are found (resource-owners.repository.ts). */
export type OwnedResource = 'sequence' | 'template' | 'rule';

/** The 403 a user meets, in words (the sequence state route keeps the seed's own sentence). */
export const WRITE_DENIED_MESSAGES: Record<OwnedResource, string> = {
  sequence: "You don't have permission to change this sequence: only its owner or an admin can",
  template: "You don't have permission to change this template: only its owner or an admin can",
  rule: "You don't have permission to change this sequence's rules: only the sequence's owner or an admin can",
};
