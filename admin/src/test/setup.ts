import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMediaQueryList } from './media-query';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded CI machine the first render of a lazy screen chunk
// alone can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
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
