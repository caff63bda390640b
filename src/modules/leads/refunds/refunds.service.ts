import { DateTime } from 'luxon';
import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import type { ProviderRefundsDto } from './dto/refunds.dto';
import { refundClaimsCsv } from './refund-claims-csv.policy';
import { type MonthBounds, RefundsRepository } from './refunds.repository';

/**
 * Refund claims to lead providers: per provider and month (company timezone), the leads that may be claimed back —
 * duplicates of an earlier lead (unless staff said "not a duplicate"), leads whose call reached a wrong number, and
 * leads with placeholder or invalid contact data — with the evidence providers ask for.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly config: AppConfigService,
  ) {}

  month(month: string): Promise<ProviderRefundsDto[]> {
    return this.refunds.months(this.bounds(month));
  }

  /** The calendar month 'yyyy-MM' in the company timezone, as its first instant and the next month's. */
  private bounds(month: string): MonthBounds {
    const start = DateTime.fromISO(`${month}-01`, { zone: this.config.leads.timezone });
    return { from: start.toJSDate(), until: start.plus({ months: 1 }).toJSDate() };
  }

  /** The provider's claims of the month as CSV, and the file name to save it under. */
  async export(month: string, provider: string): Promise<{ csv: string; fileName: string }> {
    const timezone = this.config.leads.timezone;
    const rows = await this.refunds.claims(this.bounds(month), provider);
    const slug = provider.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'provider';
    return { csv: refundClaimsCsv(rows, timezone), fileName: `lead-refunds-${slug}-${month}.csv` };
  }
}
