import { IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';
import { urlOptions } from 'src/config/env.schema';

/** HubSpot CRM sync. Without a token the sync is off (opportunities stay queued; health says so). */
export class CrmEnv {
  @IsOptional() @IsString() @MinLength(1)
  HUBSPOT_ACCESS_TOKEN?: string;

  @IsUrl(urlOptions)
  HUBSPOT_BASE_URL: string = 'https://api.hubapi.com';

  /** Portal (hub) id for deal links; read from the account-info API when unset. */
  @IsOptional() @IsString()
  HUBSPOT_PORTAL_ID?: string;

  @IsString()
  HUBSPOT_APP_URL: string = 'https://app.hubspot.com';

  @IsString()
  HUBSPOT_DEAL_PIPELINE: string = 'default';

  @IsString()
  HUBSPOT_DEAL_STAGE: string = 'appointmentscheduled';

  /** Unique deal property holding the tracking number (create it in HubSpot as a unique single-line text). */
  @IsString()
  HUBSPOT_TRACKING_PROPERTY: string = 'q2g_tracking_number';

  @IsString()
  HUBSPOT_MOVE_DATE_PROPERTY: string = 'move_date';

  @IsString()
  HUBSPOT_ROUTE_PROPERTY: string = 'move_route';

  @IsInt() @Min(1) @Max(190)
  HUBSPOT_RATE_LIMIT_PER_10S: number = 190;

  @IsInt() @Min(1) @Max(100)
  HUBSPOT_BATCH_SIZE: number = 100;

  @IsInt() @Min(1)
  CRM_STUCK_AFTER_MINUTES: number = 30;

  /**
   * An activity (sequence email, call, reminder, run note) of an opportunity not yet synced to HubSpot waits this
   * long before its next look, doubling each time up to 60 times this.
   */
  @IsInt() @Min(100)
  CRM_ACTIVITY_WAIT_MS: number = 60_000;

  /** Looks an activity waits for its opportunity to reach HubSpot before it is given up (recorded as skipped). */
  @IsInt() @Min(0) @Max(40)
  CRM_ACTIVITY_MAX_WAITS: number = 12;
}
