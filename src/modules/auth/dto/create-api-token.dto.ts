import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

export class CreateApiTokenDto {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name!: string;

  /** Lifetime in days (default 90, at most 365). */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 365, default: 90 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(365)
  days?: number;
}
