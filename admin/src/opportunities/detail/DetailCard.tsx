import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export interface DetailCardProps {
  title: string;
  icon?: ReactNode;
  /** Buttons at the right of the title (hidden when printing). */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card that is also a named region (screen readers and tests find it by its title). */
export const DetailCard = ({ title, icon, action, children }: DetailCardProps) => {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" className="detail-card">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 36 }}>
          {icon ? <Box sx={{ display: 'flex', color: 'primary.main' }}>{icon}</Box> : null}
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          {action ? (
            <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
              {action}
            </Box>
          ) : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
};

/** One label/value pair inside a card's definition list. */
export const DetailField = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {children}
    </Typography>
  </Box>
);

/** The definition list holding DetailFields, in one or two columns. */
export const DetailFields = ({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
    }}
  >
    {children}
  </Box>
);
