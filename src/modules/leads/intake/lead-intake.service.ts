import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import type { CreateLeadDto, CreateOpportunityDto } from './dto/create-lead.dto';
import { generatedTrackingNumber, leadRecordFromInput } from './lead-input.mapper';
import { type IngestResult, LeadIngestionService } from './lead-ingestion.service';
import { LeadError, LeadErrorCode } from '../leads.errors';

/** Lead intake from JSON (web forms, integrations, staff). */
@Injectable()
export class LeadIntakeService {
  constructor(
    private readonly ingestion: LeadIngestionService,
    private readonly config: AppConfigService,
  ) {}

  /**
   * A web-form lead. Without a tracking number it gets a generated one (`WEB-yymmdd-XXXXXX`) and must name the
   * customer somehow (name, email or phone); such a lead is new each time (nothing identifies a resubmission).
   */
  createFromWebForm(input: CreateLeadDto): Promise<IngestResult> {
    if (!input.tracking_number && !input.customer_name && !input.customer_email && !input.customer_phone) {
      const message = 'tracking_number is required when there is no customer_name, customer_email or customer_phone';
      throw new LeadError(LeadErrorCode.ValidationFailed, message, undefined, { tracking_number: message });
    }
    const trackingNumber = input.tracking_number ?? generatedTrackingNumber('WEB', this.config.leads.timezone);
    const record = leadRecordFromInput({ ...input, tracking_number: trackingNumber }, this.config.leads.timezone);
    return this.ingestion.ingest(record, { leadSource: 'web_form', raw: { ...input, tracking_number: trackingNumber, lead_source: 'web_form' } });
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
