import type { AuthService } from 'src/modules/auth/auth.service';

export type PurgeExpiredSessionsJobData = Record<string, never>;

export async function handlePurgeExpiredSessions(auth: AuthService): Promise<{ purged: number }> {
  return { purged: await auth.purgeExpiredSessions() };
}
