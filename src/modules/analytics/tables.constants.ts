import type { ModuleTables } from 'src/database/module-tables.types';

/** The tables this module owns (only its code writes them) and the other modules' tables its queries read. */
export const TABLES: ModuleTables = {
  owns: ['opp_velocity_hourly', 'opp_velocity_deltas', 'opp_route_counts', 'opp_route_deltas', 'opp_move_date_counts', 'opp_move_date_deltas'],
  reads: ['opportunities'],
};
