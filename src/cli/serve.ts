import 'reflect-metadata';
import { createApp, startApp } from '../bootstrap';
import { AppConfigService } from '../config/app-config.service';
import { applyEnvDefaults, envValue } from '../config/process-env';
import { InvalidConfigError } from '../config/validate-env';
import { startDemoFakes } from '../../test/fakes/demo-fakes';
import { gitRevision, localSessionSecret, MissingServiceError, resolveDatabase, resolveRedis, type Service } from './local-services';

/**
 * `npm start`: the app with embedded defaults — embedded PostgreSQL (or DATABASE_URL), Redis (REDIS_URL,
 * localhost:6379 or a spawned redis-server), migrations, demo data, the dev sign-in. Ctrl-C stops all of it.
 */
async function serve(): Promise<void> {
  const started = Date.now();
  const services: Service[] = [];
  let stopping = false;
  const stopServices = async (): Promise<void> => {
    for (const service of services.reverse()) await service.stop().catch(() => undefined);
  };
  try {
    services.push(await resolveRedis());
    services.push(await resolveDatabase());
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
    BUILD_REVISION: gitRevision(),
  });
  const app = await createApp({ seedDemoData: true }).catch(async (error: unknown) => {
    await stopServices();
    throw error;
  });
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 30_000).unref();
    process.stdout.write(`\nReceived ${signal}: stopping...\n`);
    await app.close().catch(() => undefined);
    await stopServices();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
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
  if (error instanceof InvalidConfigError || error instanceof MissingServiceError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
