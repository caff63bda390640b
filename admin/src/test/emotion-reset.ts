import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';

/**
 * MUI's styles go through emotion's default cache, which inserts each distinct rule into the document once and then
 * remembers it. Specs share a worker's document (vitest sets the environment up once per worker), so without a reset
 * the rules of every earlier test stay in <head>: by the last files there were thousands, and jsdom walks all of
 * them for every getComputedStyle call (which Testing Library makes for each node it checks for visibility or names).
 * After each test, once it is unmounted, this empties the cache, so the next test's document holds exactly the rules
 * of what it renders, as a page of the real app would.
 */
let emotionCache: EmotionCache | undefined;

const CaptureCache = withEmotionCache((_props: object, cache: EmotionCache) => {
  emotionCache = cache;
  return null;
});

export function resetEmotionStyles(): void {
  if (!emotionCache) render(createElement(CaptureCache)).unmount();
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}
