import type { AuthService } from 'src/modules/auth/auth.service';

export async function handlePurgeExpiredSessions(auth: AuthService): Promise<{ purged: number }> {
  return { purged: await auth.purgeExpiredSessions() };
}
