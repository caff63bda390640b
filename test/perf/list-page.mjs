// Opportunities list page at scale (issue 4 target: navigation → rows visible ≤ 1.5 s in headless Chromium on the
// 1M database). Starts the built app (api role only, so nothing writes meanwhile) against DATABASE_URL, signs in
// through the dev IdP, then times fresh navigations to /opportunities until the first table row is visible.
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/la_perf_1m node test/perf/list-page.mjs [rounds]
import { percentile, signedInPage, startBuiltApp } from './built-app-session.mjs';

const rounds = Number(process.argv[2] ?? 10);
const { baseURL, stop } = await startBuiltApp({ queuePrefix: 'laperfpage' });
try {
  const { browser, page } = await signedInPage(baseURL);
  const times = [];
  for (let i = 0; i <= rounds; i++) {
    await page.goto('/settings');
    const started = Date.now();
    await page.goto('/opportunities');
    await page.locator('tbody tr').first().waitFor({ state: 'visible' });
    if (i > 0) times.push(Date.now() - started); // the first navigation warms the browser cache
  }
  console.log(`/opportunities navigation → first row visible (${times.length} loads): p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, max ${Math.max(...times)} ms`);
  await browser.close();
} finally {
  stop();
}
