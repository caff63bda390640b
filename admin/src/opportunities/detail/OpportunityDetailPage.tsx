import { Typography } from '@mui/material';

/** Placeholder: the full opportunity detail page (seed 000 §2, seed 001 §2) is being built. */
const OpportunityDetailPage = () => <Typography variant="h4" component="h1">Opportunity</Typography>;

export default OpportunityDetailPage;
