import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** `POST /api/hubspot/requeue` {tracking, opportunity_id, email?}. */
export class RequeueDto {
  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional() @IsString() @MaxLength(64)
  tracking?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional() @IsUUID('all', { message: 'opportunity_id must be a UUID' })
  opportunity_id?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: 320 })
  @IsOptional() @IsEmail() @MaxLength(320)
  email?: string;
}
