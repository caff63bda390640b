import { Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { capDayOf } from '../advancer/run-decision.policy';
import type { SendUsageDto } from './dto/send-usage.dto';
import { RunExplainRepository } from './run-explain.repository';

/** How many of the busiest sequences the answer lists. */
export const SEND_USAGE_SEQUENCES = 10;

/**
 * Today's sends against the daily caps on all sequences together and per sequence: the counters the engine reserves
 * from before each send, for the cap day it uses (midnight to midnight in the company's time zone).
 */
@Injectable()
export class SendUsageService {
  private readonly caps: { org: number; sequence: number };
  private readonly timeZone: string;

  constructor(private readonly runs: RunExplainRepository, config: AppConfigService) {
    this.caps = { org: config.advancer.orgDailyCap, sequence: config.advancer.sequenceDailyCap };
    this.timeZone = config.leads.timezone ?? 'UTC';
  }

  async today(now: Date = new Date()): Promise<SendUsageDto> {
    const day = capDayOf(now, this.timeZone);
    const usage = await this.runs.sendUsage(day, SEND_USAGE_SEQUENCES);
    return {
      day,
      time_zone: this.timeZone,
      org: { used: usage.org, limit: this.caps.org },
      sequences: usage.sequences.map((row) => ({ ...row, limit: this.caps.sequence })),
    };
  }
}
