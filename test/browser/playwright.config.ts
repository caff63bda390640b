import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { artifactsDir, baseURL, WORKERS } from './env';

/**
 * Debian's chromium; Playwright's bundled browsers are never downloaded. Debian's headless shell (package
 * chromium-headless-shell, the same engine without a browser window around the page) when it is installed: full
 * chromium builds its window's toolbar and preloads the address bar's suggestion page (a renderer of its own) for
 * every context, which made the layer about 30% slower here. LA_BROWSER_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: process.env.LA_BROWSER_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${artifactsDir}/test-results`,
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // One server per worker (global-setup.ts); a spec file's tests run in order in one worker.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A test that signs in and screenshots a few screens in both themes takes 15-40 s on a loaded 2-core machine with three
  // servers (the CI run of 2026-11-28 timed out phone specs at 30 s); a hung test still fails well inside the run.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${artifactsDir}/report`, open: 'never' }], ['./counts-reporter.ts']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop-chromium',
      // The phone-sized specs run in the mobile project only.
      testIgnore: '*.mobile.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'mobile-chromium',
      testMatch: '*.mobile.spec.ts',
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
});
