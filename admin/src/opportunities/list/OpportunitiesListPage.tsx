import { Typography } from '@mui/material';

/** Placeholder: the Opportunities list (seed 000 §2) is being built. */
const OpportunitiesListPage = () => <Typography variant="h4" component="h1">Q2G Opportunities</Typography>;

export default OpportunitiesListPage;
