import { useGetIdentity } from 'react-admin';
import type { UserRole } from '../api/types';

export interface ShellIdentity {
  displayName: string;
  userPrincipalName: string;
  email: string;
  role: UserRole | null;
  opsForAll: boolean;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The signed-in user as the shell needs it (from authProvider.getIdentity). */
export const useAppIdentity = (): { identity: ShellIdentity | null; isPending: boolean } => {
  const { identity, isPending } = useGetIdentity();
  if (!identity) return { identity: null, isPending };
  return {
    isPending,
    identity: {
      displayName: str(identity.displayName) || str(identity.fullName),
      userPrincipalName: str(identity.userPrincipalName),
      email: str(identity.email),
      role: identity.role === 'admin' || identity.role === 'staff' ? identity.role : null,
      opsForAll: identity.opsForAll === true,
    },
  };
};
