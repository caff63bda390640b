import { Typography } from '@mui/material';

/** Placeholder: the Dashboard (seed 000 §2) is being built. */
const DashboardPage = () => <Typography variant="h4" component="h1">Lead Automation Dashboard</Typography>;

export default DashboardPage;
