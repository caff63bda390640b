import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import type { CreateLeadDto, CreateOpportunityDto } from './dto/create-lead.dto';
import { generatedTrackingNumber, leadRecordFromInput } from './lead-input.mapper';
import { type IngestResult, LeadIngestionService } from './lead-ingestion.service';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { readLeadEmail, readLeadPhone } from './parsing/contact-data';
import { providerName } from './lead-provider-name.policy';

/** Lead intake from JSON (web forms, integrations, staff). */
@Injectable()
export class LeadIntakeService {
  constructor(
    private readonly ingestion: LeadIngestionService,
    private readonly config: AppConfigService,
  ) {}

  /**
   * A web-form lead. Without a tracking number it gets a generated one (`WEB-yymmdd-XXXXXX`) and must name the
   * customer somehow (a name, or an email or phone that can be used: junk alone identifies nobody); such a lead is new
   * each time (nothing identifies a resubmission). With a tracking number, junk contact data never refuses it.
   */
  createFromWebForm(input: CreateLeadDto): Promise<IngestResult> {
    const reachable = Boolean(input.customer_name || readLeadEmail(input.customer_email).value || readLeadPhone(input.customer_phone).value);
    if (!input.tracking_number && !reachable) {
      const message = 'tracking_number is required when there is no customer_name, customer_email or customer_phone';
      throw new LeadError(LeadErrorCode.ValidationFailed, message, undefined, { tracking_number: message });
    }
    const trackingNumber = input.tracking_number ?? generatedTrackingNumber('WEB', this.config.leads.timezone);
    const record = leadRecordFromInput({ ...input, tracking_number: trackingNumber }, this.config.leads.timezone);
    return this.ingestion.ingest(record, { leadSource: 'web_form', provider: providerName(input.provider), raw: { ...input, tracking_number: trackingNumber, lead_source: 'web_form' } });
  }

  createManual(input: CreateOpportunityDto, enteredBy: string): Promise<IngestResult> {
    const trackingNumber = input.tracking_number ?? generatedTrackingNumber('MAN', this.config.leads.timezone);
    const record = leadRecordFromInput({ ...input, tracking_number: trackingNumber }, this.config.leads.timezone);
    return this.ingestion.ingest(record, {
      leadSource: input.lead_source,
      raw: { ...input, tracking_number: trackingNumber, entered_by: enteredBy },
      owner: enteredBy,
      assignee: input.assignee ?? enteredBy,
    });
  }
}
