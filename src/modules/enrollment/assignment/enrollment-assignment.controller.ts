import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import {
  BulkUnenrollDto, BulkUnenrollResponseDto, EnrollmentListQueryDto, EnrollmentListResponseDto, EnrollmentResponseDto,
  ManualAssignDto, ManualAssignResponseDto,
} from './dto/enrollment-assignment.dto';
import { EnrollmentsService } from './enrollments.service';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Manual assignment and a sequence's enrollments. Unenrolling: admins, the sequence owner, or who enrolled the contact. */
@ApiTags('Enrollments')
@ApiErrorResponses()
@Controller('api/enrollment')
export class EnrollmentAssignmentController {
  constructor(private readonly enrollments: EnrollmentsService) {}

  @Post('sequences/:id/manual-assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Enroll chosen contacts; each left out is named with a reason (and listed in exclusions_csv)' })
  @ApiOkResponse({ type: ManualAssignResponseDto })
  @ApiErrorResponses({ notFound: true })
  manualAssign(@Param('id', uuid) id: string, @Body() body: ManualAssignDto, @CurrentUser() user: AuthUser): Promise<ManualAssignResponseDto> {
    return this.enrollments.manualAssign(id, body, user);
  }

  @Get('sequences/:id/enrollments')
  @ApiOperation({ summary: "A sequence's enrollments, newest first, with whether the signed-in user may unenroll each" })
  @ApiOkResponse({ type: EnrollmentListResponseDto })
  @ApiErrorResponses({ notFound: true })
  async list(@Param('id', uuid) id: string, @Query() q: EnrollmentListQueryDto, @CurrentUser() user: AuthUser): Promise<EnrollmentListResponseDto> {
    const page = await this.enrollments.list(id, { limit: q.limit ?? 20, offset: q.offset ?? 0, status: q.status ? q.status : null }, user);
    return { success: true, ...page };
  }

  @Post('enrollments/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel an active or pending enrollment (409 already_ended / not_active, 403 permission_denied)' })
  @ApiOkResponse({ type: EnrollmentResponseDto })
  @ApiErrorResponses({ notFound: true })
  async cancel(@Param('id', uuid) id: string, @CurrentUser() user: AuthUser): Promise<EnrollmentResponseDto> {
    return { success: true, enrollment: await this.enrollments.cancel(id, user) };
  }

  @Post('sequences/:id/enrollments/bulk-unenroll')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel many enrollments of the sequence; the ones that cannot be are listed with a reason' })
  @ApiOkResponse({ type: BulkUnenrollResponseDto })
  @ApiErrorResponses({ notFound: true })
  async bulk(@Param('id', uuid) id: string, @Body() body: BulkUnenrollDto, @CurrentUser() user: AuthUser): Promise<BulkUnenrollResponseDto> {
    return { success: true, ...(await this.enrollments.bulkUnenroll(id, body.enrollment_ids, user)) };
  }
}
