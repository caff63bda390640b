import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { ResolveDeliveryDto, ResolveDeliveryResponseDto } from './dto/resolve-unknown.dto';
import { ResolveUnknownService } from './resolve-unknown.service';

/** Email Deliveries: an admin decides what became of a send whose outcome is unknown. */
@ApiTags('Operations')
@ApiErrorResponses({ notFound: true })
@Controller('api/deliveries')
export class ResolveUnknownController {
  constructor(private readonly resolver: ResolveUnknownService) {}

  @Post(':id/resolve')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'Admins: mark a delivery whose outcome is unknown as sent (its run moves on) or not sent (failed; its run sends the step again)',
  })
  @ApiOkResponse({ type: ResolveDeliveryResponseDto })
  @ApiConflictResponse({ description: 'The delivery is not unknown (DELIVERY_NOT_UNKNOWN)', type: ErrorEnvelopeDto })
  resolve(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ResolveDeliveryDto, @CurrentUser() user: AuthUser): Promise<ResolveDeliveryResponseDto> {
    return this.resolver.resolve(id, body.outcome, user, body.note);
  }
}
