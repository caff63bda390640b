import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMediaQueryList } from './media-query';

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
