import { useState } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import StatesIcon from '@mui/icons-material/MapOutlined';
import InterstateIcon from '@mui/icons-material/AltRouteOutlined';
import IntrastateIcon from '@mui/icons-material/HomeWorkOutlined';
import RoutesIcon from '@mui/icons-material/RouteOutlined';
import type { GeographicData } from '../api/types';
import { formatCount, REFRESH_MS } from './analytics-format';
import { AnalyticsPanel, MetricGrid, QueryView } from './AnalyticsPanel';
import RankBarChart from './RankBarChart';
import { UsStateMap } from './UsStateMap';
import { useAnalyticsRead } from './use-analytics-read';

type MapSide = 'origins' | 'destinations';

const metricsOf = ({ metrics: m }: GeographicData) => [
  { label: 'States Covered', value: formatCount(m.total_states), icon: <StatesIcon />, hint: 'Origins and destinations' },
  { label: 'Interstate Moves', value: formatCount(m.interstate_moves), icon: <InterstateIcon /> },
  { label: 'Intrastate Moves', value: formatCount(m.intrastate_moves), icon: <IntrastateIcon />, hint: 'Local moves included' },
  { label: 'Unique Routes', value: formatCount(m.unique_routes), icon: <RoutesIcon />, hint: 'State to state pairs' },
];

const GeographicBody = ({ data }: { data: GeographicData }) => {
  const [side, setSide] = useState<MapSide>('origins');
  const counts = data.states.map((s) => ({ state: s.state, count: side === 'origins' ? s.origin_count : s.destination_count }));
  const shaded = counts.filter((c) => c.count > 0).length;
  const states = `${formatCount(shaded)} ${shaded === 1 ? 'state' : 'states'}`;
  const two = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <>
      <MetricGrid metrics={metricsOf(data)} />
      <AnalyticsPanel
        id="geo-map"
        title="Moves by State"
        subheader={side === 'origins' ? `Every origin state, shaded by moves out (${states})` : `Every destination state, shaded by moves in (${states})`}
        action={
          <ToggleButtonGroup exclusive size="small" color="primary" value={side} aria-label="Map shows" onChange={(_, v: MapSide | null) => v && setSide(v)}>
            <ToggleButton value="origins">Origins</ToggleButton>
            <ToggleButton value="destinations">Destinations</ToggleButton>
          </ToggleButtonGroup>
        }
      >
        <Box sx={{ maxWidth: 900, mx: 'auto' }}>
          <UsStateMap counts={counts} label={side === 'origins' ? 'Moves by origin state' : 'Moves by destination state'} />
        </Box>
      </AnalyticsPanel>
      <Box sx={two}>
        <AnalyticsPanel id="geo-top-origins" title="Top Origins">
          <RankBarChart testId="top-origins-chart" title="Moves from" rows={data.top_origins.map((r) => ({ label: r.origin_state, value: r.move_count }))} />
        </AnalyticsPanel>
        <AnalyticsPanel id="geo-top-destinations" title="Top Destinations">
          <RankBarChart testId="top-destinations-chart" title="Moves to" color="success" rows={data.top_destinations.map((r) => ({ label: r.destination_state, value: r.move_count }))} />
        </AnalyticsPanel>
      </Box>
      <Box sx={two}>
        <AnalyticsPanel id="geo-routes" title="Popular Routes">
          <RankBarChart testId="popular-routes-chart" title="Moves on route" color="info" rows={data.popular_routes.map((r) => ({ label: r.route, value: r.move_count }))} />
        </AnalyticsPanel>
        <AnalyticsPanel id="geo-move-types" title="Move Types">
          <Typography variant="subtitle2" color="text.secondary">
            By distance
          </Typography>
          <RankBarChart
            testId="move-types-chart"
            title="Moves by type"
            color="secondary"
            rows={[
              { label: 'Local', value: data.move_types.local },
              { label: 'Intrastate', value: data.move_types.intrastate },
              { label: 'Interstate', value: data.move_types.interstate },
            ]}
          />
          <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 2 }}>
            By move size
          </Typography>
          <RankBarChart testId="move-sizes-chart" title="Moves by size" color="warning" rows={data.move_types.by_size.map((r) => ({ label: r.move_size, value: r.move_count }))} />
        </AnalyticsPanel>
      </Box>
    </>
  );
};

/** Geographic Intelligence: state figures, the US map of every state by origin or destination, rankings and move types. */
const GeographicTab = ({ autoRefresh }: { autoRefresh: boolean }) => {
  const query = useAnalyticsRead(['geographic'], (p) => p.getGeographic(), autoRefresh && REFRESH_MS.geographic);
  return (
    <QueryView query={query} loadingLabel="Loading geography">
      {(data) => <GeographicBody data={data} />}
    </QueryView>
  );
};

export default GeographicTab;
