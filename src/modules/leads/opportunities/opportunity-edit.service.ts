import { Injectable } from '@nestjs/common';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { AppConfigService } from 'src/config/app-config.service';
import type { UpdateOpportunityDto } from './dto/update-opportunity.dto';
import type { MergeableField } from './entities/opportunity.entity';
import { dealLink } from './deal-link.policy';
import { addressPartsFit, addressTooLongMessage } from '../intake/lead-input.mapper';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { refreshEnrichment } from './opportunity-merge.policy';
import { OpportunitiesRepository } from './opportunities.repository';
import { isOpportunityStatus, OPPORTUNITY_STATUS_MESSAGE } from './opportunity-status.constants';
import { type ActivityItem, describeFields, OpportunityActivityRepository } from './opportunity-activity.repository';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { markNeedsSync } from './crm-sync-request.policy';
import { isNoReplyEmail } from 'src/common/text/email-address';
import { parseMoveDate } from '../intake/parsing/move-date';
import { normalizePhone } from '../intake/parsing/phone';
import { parseUsAddress } from '../intake/parsing/us-address';

type EditedField = MergeableField | 'status';

/**
 * Staff edits (side panel, detail page, status menu). Every field staff change becomes theirs: later lead
 * emails never overwrite it. A change the CRM cares about queues a re-sync.
 */
@Injectable()
export class OpportunityEditService {
  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly opportunities: OpportunitiesRepository,
    private readonly outbox: OutboxService,
    private readonly config: AppConfigService,
    private readonly activityLog: OpportunityActivityRepository,
  ) {}

  /** `actor`: who edited (shown in the activity timeline). */
  async update(id: string, input: UpdateOpportunityDto, actor: string | null = null): Promise<EditedField[]> {
    const changes = this.validate(input);
    const edited = await this.db.withTransaction(async () => {
      const row = await this.opportunities.lockById(id);
      if (!row) throw new LeadError(LeadErrorCode.OpportunityNotFound, `Opportunity ${id} not found`);
      if (row.mergedIntoId) {
        throw new LeadError(LeadErrorCode.OpportunityMerged, 'This lead was merged into another one and is read-only; edit the primary lead (or undo the merge)', { merged_into_id: row.mergedIntoId });
      }
      const changed: EditedField[] = [];
      for (const [field, value] of Object.entries(changes) as [EditedField, string | null][]) {
        if (row[field] === value) continue;
        (row as unknown as Record<EditedField, string | null>)[field] = value;
        changed.push(field);
      }
      for (const side of ['origin', 'destination'] as const) {
        if (!changed.includes(`${side}Address`)) continue;
        const parsed = row[`${side}Address`] ? parseUsAddress(row[`${side}Address`] as string) : null;
        row[`${side}Street`] = parsed?.street ?? null;
        row[`${side}City`] = parsed?.city ?? null;
        row[`${side}State`] = parsed?.state ?? null;
        row[`${side}Zip`] = parsed?.zip ?? null;
      }
      if (changed.length === 0) return changed;
      row.staffEditedFields = [...new Set([...row.staffEditedFields, ...changed.filter((f) => f !== 'status')])];
      row.isNoreply = row.customerEmail ? isNoReplyEmail(row.customerEmail) : false;
      refreshEnrichment(row);
      const needsSync = changed.some((f) => f !== 'status');
      if (needsSync) markNeedsSync(row);
      await this.opportunities.save(row);
      if (needsSync) await this.outbox.append(OutboxEvent.CrmSyncRequested, { opportunityId: id });
      const statusOnly = changed.length === 1 && changed[0] === 'status';
      await this.activityLog.append(
        statusOnly
          ? { opportunityId: id, kind: 'edited', title: `Status changed to ${row.status}`, actor }
          : { opportunityId: id, kind: 'edited', title: 'Edited by staff', detail: `Changed: ${describeFields(changed)}`, actor },
      );
      return changed;
    });
    return edited;
  }

  /** The timeline of one opportunity; 404 when it does not exist. */
  async activity(id: string): Promise<ActivityItem[]> {
    const events = await this.activityLog.list(id);
    if (events.length === 0) throw new LeadError(LeadErrorCode.OpportunityNotFound, `Opportunity ${id} not found`);
    return events;
  }

  /** The detail page's record: customer and move fields plus ids, sync state, deal link and people. 404 when unknown. */
  async detailByTracking(tracking: string) {
    const row = await this.opportunities.findByTracking(tracking);
    if (!row) throw new LeadError(LeadErrorCode.OpportunityNotFound, `Opportunity with tracking number ${tracking} not found`);
    const primary = row.mergedIntoId ? await this.opportunities.findById(row.mergedIntoId) : null;
    return {
      id: row.id,
      tracking_number: row.trackingNumber,
      customer_name: row.customerName,
      customer_email: row.customerEmail,
      customer_phone: row.customerPhone,
      customer_phone_given: row.customerPhoneGiven,
      phone_quality: row.phoneQuality,
      customer_email_given: row.customerEmailGiven,
      email_quality: row.emailQuality,
      move_date: row.moveDate,
      origin_address: row.originAddress,
      destination_address: row.destinationAddress,
      status: row.status,
      estimated_revenue: row.estimatedRevenue,
      lead_source: row.leadSource,
      lead_provider: row.leadProvider,
      possible_duplicate: row.duplicateState === 'possible',
      merged_into_id: row.mergedIntoId,
      merged_into_tracking: primary?.trackingNumber ?? null,
      enriched: row.enriched,
      hubspot_sync_status: row.hubspotSyncStatus,
      hubspot_deal_id: row.hubspotDealId,
      hubspot_deal_url: dealLink(row.hubspotDealUrl, row.hubspotDealId, this.config.hubspot),
      owner: row.owner,
      assignee: row.assignee,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Payload → entity values; anything that cannot be understood is a field error (nothing is stored). */
  private validate(input: UpdateOpportunityDto): Partial<Record<EditedField, string | null>> {
    const errors: Record<string, string> = {};
    const out: Partial<Record<EditedField, string | null>> = {};
    const text = (value: string | undefined): string | null | undefined => (value === undefined ? undefined : value === '' ? null : value);
    if (input.customer !== undefined) out.customerName = text(input.customer) ?? null;
    if (input.email !== undefined) out.customerEmail = input.email ? input.email.toLowerCase() : null;
    if (input.phone !== undefined) {
      const phone = input.phone ? normalizePhone(input.phone) : null;
      if (input.phone && !phone) errors.phone = 'phone is not a valid phone number';
      out.customerPhone = phone;
    }
    if (input.move_date !== undefined) {
      const date = input.move_date ? parseMoveDate(input.move_date, this.config.leads.timezone) : null;
      if (input.move_date && !date) errors.move_date = 'move_date must be a date such as 2027-03-05';
      out.moveDate = date;
    }
    for (const [field, key] of [['origin_address', 'originAddress'], ['destination_address', 'destinationAddress']] as const) {
      const value = input[field];
      if (value === undefined) continue;
      if (value && !addressPartsFit(parseUsAddress(value))) errors[field] = addressTooLongMessage(field);
      out[key] = text(value) ?? null;
    }
    if (input.status !== undefined) {
      if (!isOpportunityStatus(input.status)) errors.status = OPPORTUNITY_STATUS_MESSAGE;
      out.status = input.status;
    }
    if (Object.keys(errors).length > 0) {
      throw new LeadError(LeadErrorCode.ValidationFailed, String(Object.values(errors)[0]), undefined, errors);
    }
    return out;
  }
}
