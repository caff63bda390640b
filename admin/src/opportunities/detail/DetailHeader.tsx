import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import type { OpportunityDetail } from '../../api/types';
import { copyText } from './share-link';

export interface DetailHeaderProps {
  detail: OpportunityDetail;
  editing: boolean;
  /** A merged lead: no Edit. */
  readOnly?: boolean;
  onEdit: () => void;
}

/** Back, "Opportunity #{tracking}", the customer, and Share / Print / Edit (no Edit on a read-only lead). */
export const DetailHeader = ({ detail, editing, readOnly = false, onEdit }: DetailHeaderProps) => {
  const notify = useNotify();

  const share = async () => {
    const url = window.location.href;
    if (await copyText(url)) notify('Link copied to clipboard', { type: 'success' });
    else notify(url, { type: 'info', title: 'Copy this link', autoHideDuration: 15_000 });
  };

  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: '1 1 320px', minWidth: 0 }}>
        <Tooltip title="Back to the list">
          <IconButton component={Link} to="/opportunities" aria-label="Back" className="no-print" sx={{ mt: 0.5 }}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {/* The tracking number stays whole on a phone (a break only before it), unless it alone is too long. */}
            Opportunity{' '}
            <Box component="span" sx={{ display: 'inline-block', maxWidth: '100%' }}>
              #{detail.tracking_number}
            </Box>
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" data-testid="detail-customer">
            {detail.customer_name || 'Unknown Customer'}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} className="no-print" sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
          Share
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
        {readOnly ? null : (
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} disabled={editing}>
            Edit
          </Button>
        )}
      </Stack>
    </Box>
  );
};
