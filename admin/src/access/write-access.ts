import { useGetIdentity } from 'react-admin';

/**
 * The server's write rule, shown (src/common/access/write-access.policy.ts on the server decides): everyone signed in
 * reads sequences, their rules, templates and runs; changing one takes an admin or its owner (for a run, also who
 * enrolled the contact). Something without an owner (demo data) is changed by admins only. Controls a user may not
 * use stay visible, disabled, with a tooltip saying why.
 */
export interface Viewer {
  id: string;
  role: string | null;
}

export interface Owned {
  owner_user_id?: string | null;
}

export const mayWrite = (viewer: Viewer | null, owned: Owned): boolean =>
  viewer !== null && (viewer.role === 'admin' || (owned.owner_user_id != null && owned.owner_user_id === viewer.id));

/** The tooltip on a control the rule disables. */
export const WRITE_DENIED = {
  sequence: "Only the sequence's owner or an admin can change it",
  rules: "Only the sequence's owner or an admin can change its rules",
  template: "Only the template's owner or an admin can change it",
} as const;

/** The signed-in user as the rule needs it (null while the identity loads). */
export const useViewer = (): Viewer | null => {
  const { identity } = useGetIdentity();
  if (!identity || typeof identity.id !== 'string' || identity.id === '') return null;
  return { id: identity.id, role: typeof identity.role === 'string' ? identity.role : null };
};

/**
 * Why the signed-in user may not change `owned` (`reason`), or undefined when they may. Nothing is disabled while
 * the identity is still loading: the server checks every write anyway, and controls do not flicker off and on.
 */
export const useWriteDenied = (owned: Owned, reason: string): string | undefined => {
  const viewer = useViewer();
  return viewer && !mayWrite(viewer, owned) ? reason : undefined;
};
