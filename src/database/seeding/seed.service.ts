import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { DEMO_SEEDER_KEY, type DemoDataSeeder } from './demo-seeder';

const isSeeder = (value: unknown): value is DemoDataSeeder =>
  typeof value === 'object' && value !== null && 'seed' in value && 'isEmpty' in value;

/** Finds every @DemoSeeder provider of every module and runs them in order. */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  seeders(): DemoDataSeeder[] {
    return this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && this.reflector.get<number>(DEMO_SEEDER_KEY, wrapper.metatype) !== undefined)
      .sort((a, b) => this.order(a.metatype) - this.order(b.metatype))
      .map((wrapper) => wrapper.instance as unknown)
      .filter(isSeeder);
  }

  /** `npm run seed`: every seeder (idempotent). */
  async seedAll(): Promise<string[]> {
    const lines: string[] = [];
    for (const seeder of this.seeders()) lines.push(`${seeder.name}: ${await seeder.seed()}`);
    return lines;
  }

  /** `npm start`: only the areas that are still empty, so a demo database is never reseeded over edits. */
  async seedEmptyAreas(): Promise<string[]> {
    const lines: string[] = [];
    for (const seeder of this.seeders()) {
      if (await seeder.isEmpty()) lines.push(`${seeder.name}: ${await seeder.seed()}`);
    }
    if (lines.length > 0) this.logger.log({ seeded: lines }, 'Demo data seeded');
    return lines;
  }

  private order(metatype: unknown): number {
    return typeof metatype === 'function' ? (this.reflector.get<number>(DEMO_SEEDER_KEY, metatype as () => void) ?? 0) : 0;
  }
}
