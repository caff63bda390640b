import { ApiProperty } from '@nestjs/swagger';

/** `{success: true}`: the base of every success answer. */
export class SuccessResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}

/** `{success: true, error: null}` (kept for the older clients that read `error`). */
export class SuccessNullErrorResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: 'string', nullable: true, enum: [null] })
  error!: null;
}

/** A nested object documented by its keys elsewhere (the admin's types): any JSON object. */
export const ANY_OBJECT = { type: 'object', additionalProperties: true } as const;
