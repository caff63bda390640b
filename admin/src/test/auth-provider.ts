import type { AuthProvider, UserIdentity } from 'react-admin';

/** An auth provider for tests: always signed in as `identity` (a staff user unless the identity says admin). */
export const signedInAuthProvider = (identity: UserIdentity): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(undefined),
  getIdentity: () => Promise.resolve(identity),
});
