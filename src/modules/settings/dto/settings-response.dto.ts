import { ApiProperty } from '@nestjs/swagger';
import { JSON_OBJECT, SuccessResponseDto } from '../../../common/dto/success-response.dto';

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

  @ApiProperty({ ...JSON_OBJECT, description: 'provider, issuer_url, client_id, tenant_id, allowed_email_domains, ...' })
  sign_in!: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'idle_timeout_minutes, max_age_hours' })
  session!: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'provider, configured' })
  mail!: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'provider, configured, base_url' })
  crm!: Record<string, unknown>;

  @ApiProperty({ ...JSON_OBJECT, description: 'prefix, dashboard_url' })
  queues!: Record<string, unknown>;
}

/** `GET /api/settings`. */
export class SettingsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: EffectiveSettingsResponseDto })
  data!: EffectiveSettingsResponseDto;
}

export const toSettingsResponse = (data: EffectiveSettingsResponseDto): SettingsResponseDto => ({ success: true, data });
