import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class VerifyTokenQueryDto {
  @ApiProperty({ maxLength: 200, description: 'An API token' })
  @IsString()
  @MaxLength(200)
  token!: string;
}
