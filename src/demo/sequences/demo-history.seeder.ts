import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { DemoSeeder, type DemoDataSeeder } from 'src/database/seeding/demo-seeder';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { demoHistory } from './demo-history.policy';
import { DemoHistoryRepository } from './demo-history.repository';
import { DEMO_SEQUENCES } from './sequences-demo.constants';

/**
 * The demo's mail history, so a demo started at any hour (send windows closed) already shows Email Deliveries,
 * Recent Replies and sequence analytics: for the demo sequences' runs, the steps they sent over the past days, a
 * refused address, a few replies, an out-of-office and a soft bounce (demo-history.policy.ts). Runs after the demo
 * sequences. Marked demo (provider 'demo', Message-IDs @demo.lead-automation.invalid) and never mailed. Idempotent:
 * only runs without any delivery get a history, and every row is keyed (delivery key, Message-ID).
 */
@Injectable()
@DemoSeeder(45)
export class DemoHistorySeeder implements DemoDataSeeder {
  readonly name = 'demo mail history';

  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly history: DemoHistoryRepository,
    private readonly config: AppConfigService,
  ) {}

  async isEmpty(): Promise<boolean> {
    return !(await this.history.anyDemoDelivery());
  }

  async seed(): Promise<string> {
    return this.db.withTransaction(async () => {
      const runs = await this.history.runsWithoutDeliveries(DEMO_SEQUENCES.map((seq) => seq.name));
      const { deliveries, inbound, lastSent } = demoHistory(runs, new Date());
      const mailbox = this.config.sequenceSend.mailboxes[0];
      const sent = await this.history.insertDeliveries(deliveries, { email: this.config.mail.from, mailbox });
      const received = await this.history.insertInbound(inbound, mailbox);
      await this.history.setLastSent(lastSent);
      return `${sent} demo deliveries, ${received} demo replies and notices`;
    });
  }
}
