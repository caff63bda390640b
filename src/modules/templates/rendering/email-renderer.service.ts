import { Inject, Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { type CompanySettings, TEMPLATES_SETTINGS } from 'src/modules/templates/templates.config';
import { renderEmail, type EmailParts, type EmailRenderOptions, type RenderedEmail } from './email-render.policy';

/** What a caller may set per render; timezone and company default to the configuration. */
export type EmailRendererOptions = Partial<EmailRenderOptions>;

/**
 * Renders email templates for preview, test send and sending (one pipeline, see renderEmail): merged, sanitized,
 * inlined and wrapped in the layout with the company footer, plus a plain-text part. Strict unless `strict: false`.
 */
@Injectable()
export class EmailRenderer {
  constructor(
    private readonly config: AppConfigService,
    @Inject(TEMPLATES_SETTINGS) private readonly company: CompanySettings,
  ) {}

  render(parts: EmailParts, source: Readonly<Record<string, unknown>>, options: EmailRendererOptions = {}): Promise<RenderedEmail> {
    return renderEmail(parts, source, {
      ...options,
      timezone: options.timezone ?? this.config.leads.timezone,
      company: options.company ?? { name: this.company.name, address: this.company.address },
    });
  }
}
