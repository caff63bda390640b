import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { STATE_CODES } from './us-states';

export interface StateShape {
  /** USPS code, e.g. 'TX' ('' for a shape without one). */
  code: string;
  name: string;
  /** SVG path data in the map's viewBox. */
  d: string;
}

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

let shapes: Promise<StateShape[]> | null = null;

/**
 * The states as SVG paths (Albers USA projection fitted to MAP_WIDTH × MAP_HEIGHT), built once. The topology is
 * imported on first use, so it is a chunk of its own and never part of the initial bundle.
 */
export const loadStateShapes = (): Promise<StateShape[]> => {
  shapes ??= import('us-atlas/states-10m.json').then(({ default: atlas }) => {
    const topology = atlas as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
    const states = feature(topology, topology.objects.states);
    const path = geoPath(geoAlbersUsa().fitSize([MAP_WIDTH, MAP_HEIGHT], states));
    return states.features
      .map((f) => ({ code: STATE_CODES[f.properties.name] ?? '', name: f.properties.name, d: path(f) ?? '' }))
      .filter((s) => s.d !== '');
  });
  shapes.catch(() => {
    shapes = null;
  });
  return shapes;
};
