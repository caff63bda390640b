import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';

/** How staff sign in (no client secret). */
export class SignInSettingsResponseDto {
  @ApiProperty({ enum: ['dev-idp', 'entra-id', 'none'] })
  provider!: 'dev-idp' | 'entra-id' | 'none';

  @ApiProperty({ type: 'string', nullable: true })
  issuer_url!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  client_id!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  tenant_id!: string | null;

  @ApiProperty({ type: [String] })
  allowed_email_domains!: string[];

  @ApiProperty({ description: 'Whether admin groups or app roles are configured' })
  admin_group_ids_configured!: boolean;

  @ApiProperty({ description: 'How many admin e-mail addresses are configured' })
  admin_emails_configured!: number;
}

/** Session lifetime. */
export class SessionSettingsResponseDto {
  @ApiProperty()
  idle_timeout_minutes!: number;

  @ApiProperty()
  max_age_hours!: number;
}

/** Outgoing mail (no credentials). */
export class MailSettingsResponseDto {
  @ApiProperty({ description: "'smtp', 'graph', 'catcher' (in-process, nothing delivered) or 'none'" })
  provider!: string;

  @ApiProperty({ description: 'false: sends fail with MAIL_PROVIDER_NOT_CONFIGURED' })
  configured!: boolean;

  @ApiProperty({ description: 'Sender of outgoing mail' })
  from!: string;

  @ApiProperty({ description: 'Whether the in-process mail catcher receives the mail (Sent mail view)' })
  catcher_running!: boolean;
}

/** The CRM connection (no token). */
export class CrmSettingsResponseDto {
  @ApiProperty({ enum: ['HubSpot'] })
  provider!: 'HubSpot';

  @ApiProperty()
  configured!: boolean;

  @ApiProperty({ type: 'string', nullable: true })
  base_url!: string | null;
}

/** The job queues. */
export class QueueSettingsResponseDto {
  @ApiProperty()
  prefix!: string;

  @ApiProperty()
  dashboard_url!: string;
}

/** What inbound mail does, and when a sending mailbox is paused (INBOUND_* and MAILBOX_PAUSE_* settings). */
export class InboundMailSettingsResponseDto {
  @ApiProperty({ description: 'An out-of-office reply without a return date holds its run this many days' }) ooo_default_days!: number;
  @ApiProperty({ description: 'A stated return date further ahead counts as this many days' }) ooo_max_days!: number;
  @ApiProperty({ description: 'Proven soft bounces in a row that suppress an address' }) soft_bounce_limit!: number;
  @ApiProperty({ description: 'Hours a recipient domain is held back after one policy refusal' }) domain_hold_hours!: number;
  @ApiProperty({ description: 'Distinct refusing recipient domains within the window that pause a mailbox' }) pause_policy_domains!: number;
  @ApiProperty({ description: 'The window (hours) for refusing domains' }) pause_policy_window_hours!: number;
  @ApiProperty({ description: "Rates are taken over a mailbox's last this-many sends" }) pause_window_sends!: number;
  @ApiProperty({ description: 'Hard-bounce rate (percent of those sends) that pauses a mailbox' }) pause_hard_bounce_percent!: number;
  @ApiProperty({ description: 'Spam-complaint rate (percent of those sends) that pauses a mailbox' }) pause_complaint_percent!: number;
  @ApiProperty({ description: 'Neither rate pauses on fewer events than this' }) pause_min_events!: number;
}

/** One sending limit: its value (0: no limit), the environment variable that sets it and what it counts over. */
export class SendingLimitSettingsDto {
  @ApiProperty({ enum: ['mailbox_per_minute', 'mailbox_per_day', 'org_per_day', 'sequence_per_day'] })
  key!: 'mailbox_per_minute' | 'mailbox_per_day' | 'org_per_day' | 'sequence_per_day';

  @ApiProperty({ type: 'integer', description: '0: no limit' })
  limit!: number;

  @ApiProperty({ example: 'MAILBOX_RECIPIENTS_PER_DAY', description: 'The environment variable that sets it (read-only in the app)' })
  env_var!: string;

  @ApiProperty({
    enum: ['minute', 'rolling_24_hours', 'calendar_day'],
    description: "minute: the clock minute; rolling_24_hours: any 24 hours (room returns as the oldest sends age out); calendar_day: the company's day (time_zone)",
  })
  window!: 'minute' | 'rolling_24_hours' | 'calendar_day';
}

/** The sending mailboxes and the caps on sequence sends (MAIL_SEND_MAILBOXES, MAILBOX_*, SEQUENCE_DAILY_*). */
export class SendingSettingsResponseDto {
  @ApiProperty({ type: [String], description: 'The sending mailboxes, in the order a send tries them' })
  mailboxes!: string[];

  @ApiProperty({ example: 'MAIL_SEND_MAILBOXES', description: 'Where the mailboxes come from: MAIL_SEND_MAILBOXES, else GRAPH_SEND_MAILBOX or MAIL_FROM' })
  mailboxes_env_var!: string;

  @ApiProperty({ type: [SendingLimitSettingsDto], description: 'Per mailbox (mailbox_*) and for all sends together (org_per_day) or per sequence (sequence_per_day)' })
  limits!: SendingLimitSettingsDto[];

  @ApiProperty({ example: 'America/Chicago', description: 'The time zone of the calendar-day caps' })
  time_zone!: string;
}

/** The effective settings, without secrets. */
export class EffectiveSettingsResponseDto {
  @ApiProperty()
  environment!: string;

  @ApiProperty()
  build_revision!: string;

  @ApiProperty()
  public_url!: string;

  @ApiProperty({ type: [String] })
  app_roles!: string[];

  @ApiProperty()
  ops_for_all!: boolean;

  @ApiProperty({ description: 'Demo mode (outside production, mail caught in-process): admins may simulate a contact reply on a run' })
  demo_mode!: boolean;

  @ApiProperty({ type: SignInSettingsResponseDto })
  sign_in!: SignInSettingsResponseDto;

  @ApiProperty({ type: SessionSettingsResponseDto })
  session!: SessionSettingsResponseDto;

  @ApiProperty({ type: MailSettingsResponseDto })
  mail!: MailSettingsResponseDto;

  @ApiProperty({ type: CrmSettingsResponseDto })
  crm!: CrmSettingsResponseDto;

  @ApiProperty({ type: QueueSettingsResponseDto })
  queues!: QueueSettingsResponseDto;

  @ApiProperty({ type: InboundMailSettingsResponseDto })
  inbound_mail!: InboundMailSettingsResponseDto;

  @ApiProperty({ type: SendingSettingsResponseDto })
  sending!: SendingSettingsResponseDto;
}

/** `GET /api/settings`. */
export class SettingsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: EffectiveSettingsResponseDto })
  data!: EffectiveSettingsResponseDto;
}

export const toSettingsResponse = (data: EffectiveSettingsResponseDto): SettingsResponseDto => ({ success: true, data });
