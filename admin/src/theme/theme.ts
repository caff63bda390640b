import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Shared shape tweaks for both modes; colours come from each palette below. */
const shared: RaThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'].join(','),
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 288, closedWidth: 64 },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultLightTheme, shared),
  {
    palette: {
      mode: 'light',
      primary: { main: '#1d4ed8', contrastText: '#ffffff' },
      secondary: { main: '#0f766e' },
      background: { default: '#f4f6fb', paper: '#ffffff' },
      success: { main: '#15803d' },
      warning: { main: '#b45309' },
      error: { main: '#b91c1c' },
    },
  } satisfies RaThemeOptions,
);

export const darkTheme: RaThemeOptions = deepmerge(
  deepmerge(defaultDarkTheme, shared),
  {
    palette: {
      mode: 'dark',
      primary: { main: '#60a5fa', contrastText: '#0b1220' },
      secondary: { main: '#2dd4bf' },
      background: { default: '#0b1220', paper: '#111a2e' },
      success: { main: '#4ade80' },
      warning: { main: '#fbbf24' },
      error: { main: '#f87171' },
    },
  } satisfies RaThemeOptions,
);

/** Sidebar widths: 16 and 72 units of 4 px. */
export const SIDEBAR_WIDTH = { collapsed: 64, expanded: 288 } as const;

/**
 * Yellow status chips (a stuck sync that has not failed): filled yellow with dark text, the same in both modes. The
 * palette's warning stays amber because it is also used as a text colour, where yellow on white would be unreadable.
 */
export const ATTENTION_YELLOW = { background: '#facc15', text: '#422006' } as const;
