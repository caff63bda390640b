import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { urlOptions } from 'src/config/env.schema';

/** The lead pipeline: company timezone, the lead provider's lookup API, the lead mailbox. */
export class LeadsEnv {
  /** Timezone for move dates and "today" figures. */
  @IsString()
  COMPANY_TIMEZONE: string = 'America/New_York';

  /** Lead provider lookup API base URL (GET {url}/leads/{tracking}); unset disables enrichment lookups. */
  @IsOptional() @IsUrl(urlOptions)
  LEAD_PROVIDER_API_URL?: string;

  @ValidateIf((e: LeadsEnv) => e.LEAD_PROVIDER_API_URL !== undefined)
  @IsString() @MinLength(1)
  LEAD_PROVIDER_API_KEY?: string;

  @IsInt() @Min(100) @Max(60000)
  LEAD_PROVIDER_TIMEOUT_MS: number = 5000;

  /**
   * Call follow-up policy: comma list of outcome=action. Actions: callback_reminder (an outbox event due the
   * next working day) and set_status:<status>.
   */
  @Matches(/^\s*(answered|no_answer|voicemail|wrong_number|not_interested|booked|rescheduled)=(callback_reminder|set_status:[a-z_]+)\s*(,\s*(answered|no_answer|voicemail|wrong_number|not_interested|booked|rescheduled)=(callback_reminder|set_status:[a-z_]+)\s*)*$/, {
    message: 'CALL_FOLLOW_UP_POLICY must be a comma list of outcome=action (actions: callback_reminder, set_status:<status>)',
  })
  CALL_FOLLOW_UP_POLICY: string = 'no_answer=callback_reminder,voicemail=callback_reminder,rescheduled=callback_reminder,booked=set_status:booked,not_interested=set_status:ignored';
}
