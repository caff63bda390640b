import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

export class CreateApiTokenDto {
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name!: string;

  /** Lifetime in days (default 90, at most 365). */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  days?: number;
}

export interface ApiTokenResponseDto {
  id: string;
  name: string;
  prefix: string;
  role: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}
