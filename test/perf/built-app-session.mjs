// Shared by the page benchmarks: the built app (api role only, so nothing writes meanwhile) on a free port against
// DATABASE_URL (default: the 1M database), and a Chromium page signed in through the dev IdP as a staff user.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts dist/src/cli/serve.js and waits until /api-health answers (503 counts: the api role alone has no worker
 * heartbeat). `healthWaitMs` covers pending migrations applied at start. Returns the base URL and `stop()`.
 */
export async function startBuiltApp({ queuePrefix, healthWaitMs = 60_000 }) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/src/cli/serve.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/la_perf_1m',
      APP_ROLES: 'api', PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', QUEUE_PREFIX: `${queuePrefix}${port}`, RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  try {
    for (const deadline = Date.now() + healthWaitMs; ; ) {
      if (Date.now() > deadline) throw new Error(`the app did not become healthy within ${healthWaitMs / 1000} s`);
      const ok = await fetch(`${baseURL}/api-health`).then((r) => r.status === 200 || r.status === 503, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { baseURL, stop };
}

/** A headless Chromium page on `baseURL`, signed in as the demo staff user unless `email` names another (lands on the dashboard). */
export async function signedInPage(baseURL, email = 'sam.staff@movingco.example') {
  const browser = await chromium.launch({ executablePath: process.env.LA_BROWSER_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { browser, page };
}

/** The p-th percentile of a list of numbers (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
