import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Cookie, expect, type Page, type TestInfo } from '@playwright/test';
import { baseURL, DEMO_USERS, screenshotsDir } from './env';

export { DEMO_USERS };

type Fixtures = {
  /** Uncaught exceptions in the page fail the test (auto). */
  failOnPageErrors: void;
  /** CSS transitions and animations off in every page of the test's context (auto). */
  stillPages: void;
};

/** Set before any page script runs: every element changes state at once instead of animating towards it. */
function stopAnimations(): void {
  const add = () => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    (document.head ?? document.documentElement).appendChild(style);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', add, { once: true });
  else add();
}

export const test = base.extend<Fixtures>({
  // This worker's own server (env.ts): the config's value is the first worker's. (Playwright reads a fixture's
  // dependencies from the destructured first parameter: this one has none.)
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseURL);
  },
  // Every test gets a fresh browser context, so localStorage ('la.theme', 'la.sidebarCollapsed') and the
  // session cookie never leak between tests. This auto fixture adds the one thing contexts don't give us:
  // a JavaScript error thrown in the app fails the test instead of passing silently.
  stillPages: [
    async ({ context }, use) => {
      if (process.env.LA_BROWSER_ANIMATIONS !== 'on') await context.addInitScript(stopAnimations);
      await use();
    },
    { auto: true },
  ],
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs in through the real UI: /login → 'Sign in with Microsoft' → the dev IdP's form → /auth/callback → back
 * in the app. Leaves the page wherever the app lands (the shell for company users, /login for outsiders).
 */
export async function submitDevIdpSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Lead Automation' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.waitForURL(/\/dev-idp\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/dev-idp') && !url.pathname.startsWith('/auth/'));
}

/** Signs in through the form as a company user and waits for the Dashboard at / (the shell shows the user's name). */
export async function signInWithForm(page: Page, email: string, displayName: string): Promise<void> {
  await submitDevIdpSignIn(page, email);
  await expectDashboardOf(page, displayName);
}

/**
 * The session cookies of each user, signed in through the form once per worker (and server): a test that only needs
 * to be signed in starts from them instead of walking the dev IdP's pages again. auth.spec.ts signs in through the form.
 */
const sessions = new Map<string, Promise<Cookie[]>>();

async function signedInCookies(page: Page, email: string, displayName: string): Promise<Cookie[]> {
  let cookies = sessions.get(email);
  if (!cookies) {
    const browser = page.context().browser();
    if (!browser) throw new Error('signIn needs a page of a launched browser');
    cookies = (async () => {
      const context = await browser.newContext({ baseURL });
      try {
        const form = await context.newPage();
        await signInWithForm(form, email, displayName);
        return await context.cookies();
      } finally {
        await context.close();
      }
    })();
    sessions.set(email, cookies);
    // A failed sign-in is not kept: the next test tries again.
    cookies.catch(() => sessions.delete(email));
  }
  return cookies;
}

/**
 * Signs in as a company user (with the worker's stored session for that user) and waits for the Dashboard at /
 * (the shell shows the user's name). The session is checked to be that user's before the page opens.
 * `at` opens that screen instead (a test that starts elsewhere saves loading the Dashboard first): the shell shows the
 * user's name over the screen's own heading.
 */
export async function signIn(page: Page, email: string, displayName: string, at = '/'): Promise<void> {
  await page.context().addCookies(await signedInCookies(page, email, displayName));
  await page.goto(at);
  // Asked by the page itself: page.request would keep an idle keep-alive socket that a later page.request of the
  // test could pick up just as the server closes it (ECONNRESET).
  const status = await page.evaluate(() => fetch('/auth/status', { cache: 'no-store' }).then(async (r) => ({ code: r.status, body: await r.text() })));
  expect(status.code, 'the stored session answers /auth/status').toBe(200);
  expect(status.body, 'the stored session is still signed in as this user').toContain(`"${email}"`);
  await expectDashboardOf(page, displayName, at);
}

async function expectDashboardOf(page: Page, displayName: string, at = '/'): Promise<void> {
  const path = new URL(at, baseURL).pathname;
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: path === '/' ? 'Lead Automation Dashboard' : undefined })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  // Phones keep the sidebar (and the user block) in a closed drawer.
  if (await sidebar.isVisible()) await expect(sidebar.getByText(displayName)).toBeVisible();
}

/** Sets the stored theme before any page script runs (the store keeps JSON values). */
export async function presetTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => {
    // Init scripts run in every frame; a sandboxed one (an email shown in an iframe) has no storage.
    try {
      window.localStorage.setItem('la.theme', JSON.stringify(value));
    } catch {
      // nothing to preset there
    }
  }, mode);
}

/** Full-page PNG under test/browser/artifacts/screenshots/, also attached to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  const path = join(screenshotsDir, `${name}.png`);
  // Let MUI's transitions (theme, sidebar width) settle and hide the caret so the images are stable.
  await page.evaluate(() => document.fonts.ready);
  // Grow the viewport to the page's height first: a plain fullPage capture would cut the sticky 100vh sidebar
  // off at the first screen and leave the fixed revision label in the middle of the image.
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  try {
    const body = await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
    await testInfo.attach(name, { body, contentType: 'image/png' });
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

/** The computed background colour of the shell's content area (or body when there is no shell). */
export async function backgroundColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const element = main?.parentElement ?? document.body;
    return getComputedStyle(element).backgroundColor;
  });
}
