import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { DemoSeeder, type DemoDataSeeder } from 'src/database/seeding/demo-seeder';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { ContactsService } from 'src/modules/contacts/contacts.service';
import { splitName } from '../opportunities/opportunity-merge.policy';
import { DuplicateDetectionService } from '../duplicates/duplicate-detection.service';
import { leadMatchFacts } from '../duplicates/duplicate-keys.policy';
import { storedMatchKeys } from '../duplicates/stored-match-keys.policy';
import { generateDemoLeads } from './demo-leads.generator';
import { LeadsDemoRepository } from './leads-demo.repository';

/** ≈500 opportunities over the last 120 days, in every sync state, with contacts and call history. */
@Injectable()
@DemoSeeder(10)
export class LeadsDemoSeeder implements DemoDataSeeder {
  readonly name = 'opportunities';

  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly demo: LeadsDemoRepository,
    private readonly contacts: ContactsService,
    private readonly config: AppConfigService,
    private readonly duplicates: DuplicateDetectionService,
  ) {}

  async isEmpty(): Promise<boolean> {
    return (await this.demo.count()) === 0;
  }

  async seed(): Promise<string> {
    const { appUrl, portalId } = this.config.hubspot;
    const leads = generateDemoLeads();
    const inserted = await this.db.withTransaction(async () => {
      const contactIds = await this.contacts.importMany(
        leads.map((lead) => ({
          ...splitName(lead.customer_name),
          email: lead.customer_email,
          phone: lead.customer_phone,
          originCity: lead.origin_city,
          originState: lead.origin_state,
          destinationCity: lead.destination_city,
          destinationState: lead.destination_state,
          source: lead.lead_source,
          firstSeenAt: new Date(lead.created_at),
        })),
      );
      const count = await this.demo.insert(leads, contactIds, portalId ? `${appUrl}/contacts/${portalId}/record/0-3/` : null);
      // Keyed and checked as intake would have done, in the order they arrived: the families that asked several
      // lead sites show as possible duplicates.
      const facts = await this.demo.keyFacts();
      await this.demo.storeKeys(facts.map(({ id, ...fact }) => ({ id, ...storedMatchKeys(leadMatchFacts(fact)) })));
      let duplicates = 0;
      for (const { id } of facts) duplicates += (await this.duplicates.detect(id)).length;
      return { count, duplicates };
    });
    return `${inserted.count} demo opportunities with contacts and call history (${inserted.duplicates} possible duplicate pairs)`;
  }
}
