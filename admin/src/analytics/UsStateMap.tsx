import { useEffect, useState } from 'react';
import { Box, Skeleton, Typography, alpha, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { describeRanking, formatCount, intensity } from './analytics-format';
import { loadStateShapes, MAP_HEIGHT, MAP_WIDTH, type StateShape } from './us-map-shapes';
import { STATE_CODES } from './us-states';

export interface StateCount {
  state: string;
  count: number;
}

const STATE_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(STATE_CODES).map(([name, code]) => [code, name]));

/** "Texas (TX)", or the code alone for one the map does not know. */
const stateLabel = (code: string): string => (STATE_NAMES.has(code) ? `${STATE_NAMES.get(code)} (${code})` : code);

/** "12 states, most in TX (300)" / "No moves". */
const summary = (ranked: readonly StateCount[]): string =>
  ranked.length === 0
    ? 'no moves'
    : `${formatCount(ranked.length)} ${ranked.length === 1 ? 'state' : 'states'}, most in ${ranked[0].state} (${formatCount(ranked[0].count)})`;

/**
 * Every US state shaded by its count (states without moves left plain), each titled with its name and count. The
 * figures are the map's text alternative: a visually hidden table of every state with moves, largest first. Shows a
 * skeleton while the shapes load, and the ranking as text if they cannot load.
 */
export const UsStateMap = ({ counts, label }: { counts: readonly StateCount[]; label: string }) => {
  const { palette } = useTheme();
  const [shapes, setShapes] = useState<StateShape[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadStateShapes().then(
      (loaded) => live && setShapes(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const ranked = counts
    .filter((c) => c.count > 0)
    .map((c) => ({ state: c.state.toUpperCase(), count: c.count }))
    .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state));
  const byState = new Map(ranked.map((c) => [c.state, c.count]));
  const largest = ranked[0]?.count ?? 0;

  if (failed) {
    return <Typography color="text.secondary">{`${label}: ${describeRanking(ranked.map((c) => ({ label: c.state, value: c.count })))}`}</Typography>;
  }
  return (
    <>
      {shapes ? (
        <Box
          component="svg"
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          role="img"
          aria-label={`${label}: ${summary(ranked)}. Every state is listed in the table that follows.`}
          data-testid="us-map"
          sx={{ width: '100%', height: 'auto', display: 'block' }}
        >
          {shapes.map((shape) => {
            const count = byState.get(shape.code) ?? 0;
            const shade = intensity(count, largest);
            return (
              <path
                key={shape.name}
                d={shape.d}
                data-state={shape.code}
                data-count={count}
                fill={shade > 0 ? alpha(palette.primary.main, 0.15 + 0.85 * shade) : palette.action.hover}
                stroke={palette.background.paper}
                strokeWidth={1}
              >
                <title>{`${shape.name}: ${formatCount(count)}`}</title>
              </path>
            );
          })}
        </Box>
      ) : (
        <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, height: 'auto' }} aria-label="Loading map" />
      )}
      <Box component="table" sx={visuallyHidden} data-testid="us-map-table">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Moves</th>
          </tr>
        </thead>
        <tbody>
          {ranked.length === 0 ? (
            <tr>
              <td colSpan={2}>No moves</td>
            </tr>
          ) : (
            ranked.map((c) => (
              <tr key={c.state}>
                <th scope="row">{stateLabel(c.state)}</th>
                <td>{formatCount(c.count)}</td>
              </tr>
            ))
          )}
        </tbody>
      </Box>
    </>
  );
};
