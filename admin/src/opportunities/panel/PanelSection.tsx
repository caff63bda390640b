import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled region of the side panel (a <section> named by its heading). */
export const PanelSection = ({ title, children, icon }: { title: string; children: ReactNode; icon?: ReactNode }) => {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 2, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography
        id={id}
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: 1.5, mb: 1, fontWeight: 700 }}
      >
        {icon}
        {title}
      </Typography>
      {children}
    </Box>
  );
};

/** Label/value rows as a description list (dt/dd), so screen readers pair them. */
export const FieldList = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', columnGap: 2, rowGap: 1 }}>
    {children}
  </Box>
);

export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  </>
);
