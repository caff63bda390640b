import { Fragment } from 'react';
import { Box } from '@mui/material';

/** A word with a hyphen between letters or digits: a tracking number such as HAH-7F3A21 or Q2G-1001. */
const HYPHENATED = /[A-Za-z0-9]-[A-Za-z0-9]/;

/**
 * On one line unless it alone is wider than the line: an inline block moves to the next line whole instead of
 * breaking at its hyphen (the detail page's heading does the same with its tracking number).
 */
const WHOLE_SX = { display: 'inline-block', maxWidth: '100%' } as const;

/**
 * Text such as "Possible duplicate of HAH-7F3A21 and 2 more" whose tracking numbers never split across lines (at their
 * hyphen); the other words wrap as usual.
 */
export const WholeTrackingNumbers = ({ text }: { text: string }) => (
  <>
    {text.split(/(\s+)/).map((token, index) => (
      <Fragment key={index}>
        {HYPHENATED.test(token) ? (
          <Box component="span" sx={WHOLE_SX} data-testid="whole-token">
            {token}
          </Box>
        ) : (
          token
        )}
      </Fragment>
    ))}
  </>
);
