import { IsInt, Max, Min } from 'class-validator';

/** Inbound mail (replies, out-of-office notices, delivery reports posted to POST /api/mail/inbound). */
export class InboundMailEnv {
  /** An out-of-office reply that states no return date pauses its run for this many days. */
  @IsInt() @Min(1) @Max(90)
  INBOUND_OOO_DEFAULT_DAYS: number = 7;
}

export interface InboundMailSettings {
  oooDefaultDays: number;
}

export const inboundMailSettings = (env: InboundMailEnv): InboundMailSettings => ({ oooDefaultDays: env.INBOUND_OOO_DEFAULT_DAYS });
