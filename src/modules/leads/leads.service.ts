import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../config/app-config.service';
import type { CreateLeadDto, CreateOpportunityDto } from './dto/create-lead.dto';
import { leadRecordFromInput, manualTrackingNumber } from './lead-input.mapper';
import { type IngestResult, LeadIngestionService } from './lead-ingestion.service';
import { type LeadStatistics, OpportunitiesRepository } from './opportunities.repository';

/** Lead intake from JSON (web forms, integrations, staff) and the pipeline statistics. */
@Injectable()
export class LeadsService {
  constructor(
    private readonly ingestion: LeadIngestionService,
    private readonly opportunities: OpportunitiesRepository,
    private readonly config: AppConfigService,
  ) {}

  createFromWebForm(input: CreateLeadDto): Promise<IngestResult> {
    const record = leadRecordFromInput(input, this.config.leads.timezone);
    return this.ingestion.ingest(record, { leadSource: 'web_form', raw: { ...input, lead_source: 'web_form' } });
  }

  createManual(input: CreateOpportunityDto, enteredBy: string): Promise<IngestResult> {
    const trackingNumber = input.tracking_number ?? manualTrackingNumber();
    const record = leadRecordFromInput({ ...input, tracking_number: trackingNumber }, this.config.leads.timezone);
    return this.ingestion.ingest(record, {
      leadSource: input.lead_source,
      raw: { ...input, tracking_number: trackingNumber, entered_by: enteredBy },
      owner: enteredBy,
      assignee: input.assignee ?? enteredBy,
    });
  }

  statistics(): Promise<LeadStatistics> {
    return this.opportunities.statistics(this.config.leads.timezone);
  }
}
