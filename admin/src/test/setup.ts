/// <reference types="node" />
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { appendFileSync } from 'node:fs';
import { afterEach, expect } from 'vitest';
import { resetEmotionStyles } from './emotion-reset';
import { staticMediaQueryList } from './media-query';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded CI machine the first render of a lazy screen chunk
// alone can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// `npm run test:timings` counts the expect calls each test executed (vitest's reporters don't): one JSON line per
// test into the file LA_TEST_COUNTS_FILE names.
const countsFile = process.env.LA_TEST_COUNTS_FILE;

afterEach(({ task }) => {
  if (countsFile) {
    const line = { file: task.file.filepath, test: task.name, assertions: expect.getState().assertionCalls };
    appendFileSync(countsFile, `${JSON.stringify(line)}\n`);
  }
  cleanup();
  resetEmotionStyles();
  window.localStorage.clear();
});

// happy-dom has no window.print (the detail page's Print button calls it; specs spy on it).
if (!window.print) {
  Object.defineProperty(window, 'print', { writable: true, configurable: true, value: () => undefined });
}

// Media queries never match unless a spec says so (MUI useMediaQuery, react-admin useTheme): specs render the desktop
// layout in the light theme whatever window size the test DOM pretends to have; mobile specs stub their own.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => staticMediaQueryList(query, false),
});
