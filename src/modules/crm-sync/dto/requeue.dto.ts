import { IsEmail, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** `POST /api/hubspot/requeue` {tracking, opportunity_id, email?}. */
export class RequeueDto {
  @IsOptional() @IsString() @MaxLength(64)
  tracking?: string;

  @IsOptional() @IsUUID('all', { message: 'opportunity_id must be a UUID' })
  opportunity_id?: string;

  @IsOptional() @IsEmail() @MaxLength(320)
  email?: string;
}
