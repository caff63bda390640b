import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';
import { toBool, urlOptions } from 'src/config/env.schema';

/** The follow-up policy used when CALL_FOLLOW_UP_POLICY is not set. */
export const DEFAULT_CALL_FOLLOW_UP_POLICY = [
  'no_answer=callback_reminder',
  'no_answer=enroll:Missed-call follow-up',
  'voicemail=callback_reminder',
  'voicemail=enroll:Missed-call follow-up',
  'rescheduled=callback_reminder',
  'booked=set_status:booked',
  'booked=end_runs',
  'not_interested=set_status:ignored',
  'not_interested=end_runs',
  'wrong_number=end_runs',
].join(',');

/** Lead sites whose lead emails are named by default (LEAD_PROVIDER_DOMAINS adds or replaces them). */
export const DEFAULT_LEAD_PROVIDER_DOMAINS = [
  'hireahelper.com=HireAHelper',
  'moving.com=Moving.com',
  'mymovingreviews.com=MyMovingReviews',
  'unpakt.com=Unpakt',
  'imoving.com=iMoving',
  'q2g.example=Q2G',
].join(',');

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
   * Call follow-up policy: comma list of outcome=action; an outcome may be listed several times (its actions run in
   * order). Actions: callback_reminder (an outbox event due the next working day), set_status:<status>,
   * enroll:<sequence name> (the opportunity's contact joins that sequence; name matched case-insensitively) and
   * end_runs (the contact's live sequence runs end) and do_not_contact (the contact's address goes on the suppression
   * list as do-not-contact and its live runs end; in no default rule). By default an unanswered call or a voicemail schedules a callback
   * and starts the "Missed-call follow-up" sequence; booked, not interested and wrong number end the contact's runs.
   */
  @Matches(/^\s*(answered|no_answer|voicemail|wrong_number|not_interested|booked|rescheduled)=(callback_reminder|set_status:[a-z_]+|enroll:[^,=]+|end_runs|do_not_contact)\s*(,\s*(answered|no_answer|voicemail|wrong_number|not_interested|booked|rescheduled)=(callback_reminder|set_status:[a-z_]+|enroll:[^,=]+|end_runs|do_not_contact)\s*)*$/, {
    message: 'CALL_FOLLOW_UP_POLICY must be a comma list of outcome=action (actions: callback_reminder, set_status:<status>, enroll:<sequence name>, end_runs, do_not_contact)',
  })
  CALL_FOLLOW_UP_POLICY: string = DEFAULT_CALL_FOLLOW_UP_POLICY;

  /**
   * How far back a new lead is compared with earlier ones for a possible duplicate (same email, phone, or name with
   * move date and origin): families shop around within weeks; an older lead is a returning customer, not a duplicate.
   */
  @IsInt() @Min(1) @Max(365)
  DUPLICATE_WINDOW_DAYS: number = 45;

  /**
   * The lead providers' mail domains, a comma list of domain=Name: a lead email's sender domain (or a subdomain of
   * it) names the provider it came from ("Also from HireAHelper", the refund report). A domain not listed stands for
   * itself.
   */
  @Matches(/^\s*([a-z0-9.-]+\.[a-z]{2,}\s*=\s*[^,=]+)?(\s*,\s*[a-z0-9.-]+\.[a-z]{2,}\s*=\s*[^,=]+)*\s*$/i, {
    message: 'LEAD_PROVIDER_DOMAINS must be a comma list of domain=Name (e.g. hireahelper.com=HireAHelper)',
  })
  LEAD_PROVIDER_DOMAINS: string = DEFAULT_LEAD_PROVIDER_DOMAINS;

  /**
   * A lead found to be a possible duplicate of an earlier one is given to that lead's assignee and starts no
   * automatic sequence of its own (the earlier lead's contact is already being worked). false: treated as any lead.
   */
  @Transform(toBool) @IsBoolean()
  DUPLICATE_ROUTING: boolean = true;
}
