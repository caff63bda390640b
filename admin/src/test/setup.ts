/// <reference types="node" />
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { appendFileSync } from 'node:fs';
import { afterEach, expect } from 'vitest';
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
  window.localStorage.clear();
});

// jsdom lacks matchMedia (MUI useMediaQuery, react-admin useTheme).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => staticMediaQueryList(query, false),
  });
}
