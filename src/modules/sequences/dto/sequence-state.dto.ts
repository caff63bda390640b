import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from 'src/common/dto/trim.transform';

/** `PATCH /api/v1/sequences/{id}/state`. */
export class ChangeSequenceStateDto {
  @ApiProperty({ enum: ['active', 'paused'] })
  @IsIn(['active', 'paused'], { message: 'State must be "active" or "paused"' })
  state!: 'active' | 'paused';

  @ApiPropertyOptional({ type: String, maxLength: 200 })
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200)
  reason?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: "The copy's updated_at; a different server value answers 409 CONFLICT" })
  @IsOptional() @IsDateString({}, { message: 'updated_at must be a date-time' })
  updated_at?: string;
}
