import { Box } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

/** Rounded-square brand mark used in the sidebar and on the login card. */
export const BrandBadge = ({ size = 40 }: { size?: number }) => (
  <Box
    aria-hidden
    sx={{
      width: size,
      height: size,
      flexShrink: 0,
      borderRadius: 2,
      display: 'grid',
      placeItems: 'center',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      boxShadow: 2,
    }}
  >
    <LocalShippingIcon sx={{ fontSize: size * 0.55 }} />
  </Box>
);
