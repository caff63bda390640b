import { GlobalStyles } from '@mui/material';

/**
 * Print stylesheet for the detail page: no shell (sidebar, phone app bar, revision label, toasts) and no buttons;
 * the cards print black on white (also from the dark theme), one column, never split across pages.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={(theme) => ({
      '@media print': {
        [[
          'aside[aria-label="Sidebar"]',
          'header.MuiAppBar-root',
          '[data-testid="build-revision"]',
          '[role="region"][aria-label="Notifications"]',
          '.no-print',
          '#main-content .MuiButton-root',
          '#main-content .MuiIconButton-root',
        ].join(', ')]: { display: 'none !important' },
        'html, body, body > #root, *:has(> #main-content), *:has(> * > #main-content), #main-content, #main-content > *': {
          backgroundColor: `${theme.palette.common.white} !important`,
        },
        '#main-content': { padding: '0 !important' },
        '#main-content *': { color: `${theme.palette.common.black} !important` },
        '#main-content .detail-card': {
          breakInside: 'avoid',
          boxShadow: 'none',
          backgroundColor: `${theme.palette.common.white} !important`,
          borderColor: `${theme.palette.grey[400]} !important`,
        },
        '#main-content .MuiChip-root': {
          backgroundColor: 'transparent !important',
          border: `1px solid ${theme.palette.grey[500]}`,
        },
      },
    })}
  />
);
