import { SetMetadata } from '@nestjs/common';

export const DEMO_SEEDER_KEY = 'seeding:demo-seeder';

/** A module's demo data. `seed` must be idempotent; `isEmpty` says whether its area has no data yet. */
export interface DemoDataSeeder {
  readonly name: string;
  isEmpty(): Promise<boolean>;
  /** Seeds and returns a one-line summary. */
  seed(): Promise<string>;
}

/** Marks a provider as a demo-data seeder; lower `order` runs first (users before the data they own). */
export const DemoSeeder = (order: number): ClassDecorator => SetMetadata(DEMO_SEEDER_KEY, order);
