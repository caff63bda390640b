import { Box, Button, Card, CardHeader, Chip, List, ListItem, ListItemButton, Stack, Tooltip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../format/date';
import type { RecentItem } from '../api/types';
import { opportunityPath } from '../opportunities/shared/paths';
import { formatActivityTime, recentTitle } from './dashboard-format';

/** Rows lay out by the card's own width (a container query): one line when wide, two when narrow. */
const WIDE_ROW = '@container recent-activity (min-width: 520px)';

const RecentRow = ({ item, now }: { item: RecentItem; now: number }) => {
  const title = recentTitle(item);
  const customer = item.customer?.trim();
  return (
    <ListItem disablePadding divider data-testid="recent-item">
      <ListItemButton
        component={RouterLink}
        to={opportunityPath(item.tracking)}
        sx={{ py: 1, columnGap: 2, rowGap: 0.5, alignItems: 'center', flexWrap: 'wrap', [WIDE_ROW]: { flexWrap: 'nowrap' } }}
      >
        {/* Narrow: the name takes the whole first line (never cut to a few letters), badges and time go below. */}
        <Box sx={{ minWidth: 0, flex: '1 1 100%', [WIDE_ROW]: { flex: '1 1 0' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="recent-title">
            {title}
            {customer && customer !== title ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${customer}`}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }} noWrap component="p">
            {item.tracking}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          {item.enriched ? <Chip size="small" label="Enriched" color="info" variant="outlined" /> : null}
          {item.synced ? <Chip size="small" label="Synced" color="success" variant="outlined" /> : null}
        </Stack>
        <Tooltip title={item.occurred_at ? formatDateTime(item.occurred_at) : ''}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ flexShrink: 0, minWidth: 64, ml: 'auto', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatActivityTime(item.occurred_at, now)}
          </Typography>
        </Tooltip>
      </ListItemButton>
    </ListItem>
  );
};

/** "Recent Activity": the last 24 hours, each row linking to the opportunity's detail page. */
export const RecentActivity = ({ items, now }: { items: RecentItem[]; now: number }) => (
  <Card component="section" aria-labelledby="recent-activity-title" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
    <CardHeader
      avatar={<HistoryIcon color="primary" />}
      title="Recent Activity"
      subheader="Last 24 hours"
      slotProps={{ title: { variant: 'h6', component: 'h2', id: 'recent-activity-title' } }}
      action={
        <Button
          component="a"
          href="/opportunities"
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          endIcon={<OpenInNewIcon />}
          sx={{ mt: 1, mr: 1 }}
        >
          View All
        </Button>
      }
    />
    {items.length === 0 ? (
      <Typography color="text.secondary" sx={{ px: 2, pb: 3, pt: 1, textAlign: 'center' }}>
        No recent activity
      </Typography>
    ) : (
      <List dense disablePadding aria-label="Recent opportunities" sx={{ containerType: 'inline-size', containerName: 'recent-activity' }}>
        {items.map((item) => (
          <RecentRow key={item.tracking} item={item} now={now} />
        ))}
      </List>
    )}
  </Card>
);
