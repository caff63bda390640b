import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { InlineTemplateDto, PreviewTemplateDto, TemplateInlineResponseDto, TemplatePreviewResponseDto } from './dto/template-preview.dto';
import { TemplateInlineService } from './template-inline.service';
import { TemplatePreviewService } from './template-preview.service';

@ApiTags('Templates')
@ApiErrorResponses()
@Controller('api/templates')
export class TemplatePreviewController {
  constructor(
    private readonly previews: TemplatePreviewService,
    private readonly inliner: TemplateInlineService,
  ) {}

  @Post('inline')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Template body HTML with styles inlined (optionally sanitized, asset keys resolved)' })
  @ApiOkResponse({ type: TemplateInlineResponseDto })
  @ApiPayloadTooLargeResponse({ description: 'html over 512 KB (PAYLOAD_TOO_LARGE)', type: ErrorEnvelopeDto })
  async inline(@Body() body: InlineTemplateDto): Promise<TemplateInlineResponseDto> {
    const result = await this.inliner.inline({
      html: body.html,
      resolveAssets: body.resolve_assets ?? true,
      sanitize: body.sanitize ?? true,
      inline: body.inline ?? true,
    });
    return { success: true, data: { html_inlined: result.html }, warnings: result.warnings };
  }

  @Post(':id/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A saved template rendered for a contact as it would be sent (unresolved tokens are warnings)' })
  @ApiOkResponse({ type: TemplatePreviewResponseDto })
  @ApiErrorResponses({ notFound: true })
  async preview(@Param('id') id: string, @Body() body: PreviewTemplateDto, @CurrentUser() user: AuthUser): Promise<TemplatePreviewResponseDto> {
    const preview = await this.previews.preview(id, body.contact, { name: user.displayName || user.email, email: user.email });
    return { success: true, data: { html: preview.html, subject: preview.subject, text: preview.text }, warnings: preview.warnings, missing_assets: preview.missingAssets };
  }
}
