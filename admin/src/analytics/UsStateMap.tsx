import { useEffect, useState } from 'react';
import { Box, Skeleton, Typography, alpha, useTheme } from '@mui/material';
import { describeRanking, formatCount, intensity } from './analytics-format';
import { loadStateShapes, MAP_HEIGHT, MAP_WIDTH, type StateShape } from './us-map-shapes';

export interface StateCount {
  state: string;
  count: number;
}

/**
 * US states shaded by their count (the rest left plain), each state titled with its count; the figures are also the
 * map's text alternative. Shows a skeleton while the shapes load, and the ranking as text if they cannot load.
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

  const byState = new Map(counts.map((c) => [c.state.toUpperCase(), c.count]));
  const largest = Math.max(0, ...counts.map((c) => c.count));
  const description = `${label}: ${describeRanking(counts.map((c) => ({ label: c.state, value: c.count })))}`;

  if (failed) return <Typography color="text.secondary">{description}</Typography>;
  if (!shapes) return <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, height: 'auto' }} aria-label="Loading map" />;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={description}
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
  );
};
