import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../../config/app-config.service';
import { DemoSeeder, type DemoDataSeeder } from '../../../database/seeding/demo-seeder';
import { generateDemoLeads } from './demo-leads.generator';
import { LeadsDemoRepository } from './leads-demo.repository';

/** ≈500 opportunities over the last 120 days, in every sync state, with contacts and call history. */
@Injectable()
@DemoSeeder(10)
export class LeadsDemoSeeder implements DemoDataSeeder {
  readonly name = 'opportunities';

  constructor(
    private readonly demo: LeadsDemoRepository,
    private readonly config: AppConfigService,
  ) {}

  async isEmpty(): Promise<boolean> {
    return (await this.demo.count()) === 0;
  }

  async seed(): Promise<string> {
    const { appUrl, portalId } = this.config.hubspot;
    const inserted = await this.demo.insert(generateDemoLeads(), portalId ? `${appUrl}/contacts/${portalId}/record/0-3/` : null);
    return `${inserted} demo opportunities with contacts and call history`;
  }
}
