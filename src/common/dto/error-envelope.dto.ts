import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiInternalServerErrorResponse,
  ApiNotFoundResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiServiceUnavailableResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';

/** Every 4xx/5xx answer (AppExceptionFilter): `{success:false, error, message, error_code}` plus field errors on 400. */
export class ErrorEnvelopeDto {
  @ApiProperty({ enum: [false] })
  success!: false;

  @ApiProperty({ description: 'Same text as message (kept for older clients)' })
  error!: string;

  @ApiProperty({ example: 'phone must be a phone number' })
  message!: string;

  @ApiProperty({ example: 'VALIDATION_FAILED' })
  error_code!: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Field → message (validation errors)' })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Extra detail for some coded errors: one object whose keys depend on error_code',
  })
  details?: Record<string, unknown>[];
}

const ref = { type: ErrorEnvelopeDto };

/**
 * The error answers every authenticated route can give: 400 validation, 401 signed out, 403 CSRF/role,
 * 429 rate limit, 500 and 503 (database or queue down). `extra` adds route-specific ones (404...).
 */
export function ApiErrorResponses(options: { notFound?: boolean; isPublic?: boolean } = {}): ClassDecorator & MethodDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto),
    ApiBadRequestResponse({ description: 'Invalid input (field errors in `errors`)', ...ref }),
    ...(options.isPublic
      ? []
      : [
          ApiUnauthorizedResponse({ description: 'Not signed in (AUTH_REQUIRED)', ...ref }),
          ApiForbiddenResponse({ description: 'Missing CSRF token, wrong credential type or role', ...ref }),
        ]),
    ...(options.notFound ? [ApiNotFoundResponse({ description: 'Not found', ...ref })] : []),
    ApiTooManyRequestsResponse({ description: 'Rate limited (RATE_LIMIT_EXCEEDED)', ...ref }),
    ApiInternalServerErrorResponse({ description: 'Internal error (INTERNAL_ERROR)', ...ref }),
    ApiServiceUnavailableResponse({ description: 'Database or queue unavailable', ...ref }),
  );
}
