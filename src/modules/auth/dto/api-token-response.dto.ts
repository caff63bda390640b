import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';

/** One of the signed-in user's API tokens (never the token itself). */
export class ApiTokenResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'First characters of the token, to recognise it' })
  prefix!: string;

  @ApiProperty({ type: 'string', nullable: true })
  role!: string | null;

  @ApiProperty({ type: 'string', nullable: true, enum: ['inbound'], description: "What the token is limited to ('inbound': posting inbound mail only); null: everything its role allows" })
  scope!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  expires_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  revoked_at!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  last_used_at!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

/** `GET /api/tokens`. */
export class ApiTokenListResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [ApiTokenResponseDto] })
  items!: ApiTokenResponseDto[];
}

/** `POST /api/tokens`: the token is shown this once. */
export class CreatedApiTokenResponseDto extends SuccessResponseDto {
  @ApiProperty()
  token!: string;

  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  prefix!: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  expires_at!: string | null;
}
