import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfigService, DEMO_EMAIL_DOMAIN } from 'src/config/app-config.service';
import { AssetsService } from 'src/modules/assets/assets.service';
import { DeliveriesService } from 'src/modules/delivery/deliveries.service';
import { camelCaseKeys } from 'src/modules/templates/merge/merge-context.mapper';
import { assetResolver } from 'src/modules/templates/preview/template-images.policy';
import { EmailRenderer } from 'src/modules/templates/rendering/email-renderer.service';
import type { RenderedEmail } from 'src/modules/templates/rendering/email-render.policy';
import { withTestUnsubscribeLink } from 'src/modules/templates/rendering/unsubscribe-link.policy';
import { TemplatesService } from 'src/modules/templates/templates.service';
import { type MergeSender, usDate, usDollars } from 'src/modules/templates/variables/merge-source.mapper';
import { MergeVariablesService } from 'src/modules/templates/variables/merge-variables.service';
import { checkTestRecipient, type RecipientRule } from './test-send-recipient.policy';
import { TestSendError, TestSendErrorCode } from './test-send.errors';

export interface TestSendRequest {
  templateId: string;
  toEmail: string;
  /** The editor's current content; undefined: the saved one. */
  subject?: string;
  html?: string;
  text?: string;
  /** The example contact whose data fills the email (as the preview does); undefined: the default example data. */
  contactId?: string;
  /** Merge tag values in any naming (customer_name, customerName, ...); they win over the contact's. */
  context?: Readonly<Record<string, unknown>>;
  user: { id: string; email: string; name: string };
}

export interface TestSendResult {
  deliveryId: string;
  provider: string;
  requestId: string | null;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  savedToSent: boolean;
}

/**
 * Sends one rendered template to one company address through DeliveriesService: the saved template must exist, the
 * subject and HTML (the editor's or the saved ones) must not be empty, the recipient must be in a company domain
 * (sign-in domains, the demo domain outside production, TEST_SEND_ALLOWED_DOMAINS) unless TEST_SEND_ANY_RECIPIENT.
 * Rendering is lenient (an unknown tag stays visible in the test email) and uses the example data under `context`.
 */
@Injectable()
export class TemplateTestSendService {
  constructor(
    private readonly templates: TemplatesService,
    private readonly variables: MergeVariablesService,
    private readonly renderer: EmailRenderer,
    private readonly assets: AssetsService,
    private readonly deliveries: DeliveriesService,
    private readonly config: AppConfigService,
  ) {}

  async send(request: TestSendRequest): Promise<TestSendResult> {
    const template = await this.templates.getLive(request.templateId, 'Template not found or deleted');
    const subject = request.subject ?? template.subject;
    const html = request.html ?? template.html;
    if (subject.trim() === '' || html.trim() === '') {
      throw new TestSendError(TestSendErrorCode.ContentInvalid, 'Please fill in subject and content before sending test email');
    }
    const to = checkTestRecipient(request.toEmail, this.recipientRule());
    const sender: MergeSender = { name: request.user.name, email: request.user.email };
    const example = request.contactId ? await this.variables.buildSourceForContact(request.contactId, sender) : await this.variables.exampleSource(sender);
    const source = { ...example, ...contextSource(request.context ?? {}) };
    const rendered = withTestUnsubscribeLink(await this.render({ subject, html, text: request.text ?? template.text }, source), this.config.app.publicUrl);
    const from = this.config.mail.from;
    const { delivery, sent, savedToSent } = await this.deliveries.send({
      kind: 'test',
      idempotencyKey: `test:${randomUUID()}`,
      templateId: template.id,
      contactId: null,
      createdByUserId: request.user.id,
      message: { from, to, subject: rendered.subject, html: rendered.html, text: rendered.text, headers: { 'X-Template-Id': template.id } },
    });
    return { deliveryId: delivery.id, provider: sent.provider, requestId: sent.requestId, messageId: sent.messageId, from, to, subject: rendered.subject, savedToSent };
  }

  /** Who test emails may go to. */
  recipientRule(): RecipientRule {
    const { app, oidc, mail } = this.config;
    const domains = [...oidc.allowedEmailDomains, ...(app.isProduction ? [] : [DEMO_EMAIL_DOMAIN]), ...mail.testSend.allowedDomains];
    return { domains: [...new Set(domains.map((domain) => domain.toLowerCase()))], anyRecipient: mail.testSend.anyRecipient };
  }

  /** The sending pipeline, lenient, with asset keys turned into public URLs. */
  private render(parts: { subject: string; html: string; text: string }, source: Readonly<Record<string, unknown>>): Promise<RenderedEmail> {
    return this.renderer.render(parts, source, { strict: false, resolveImageSource: assetResolver(this.assets) });
  }
}

/** The given values in camelCase, a plain amount and an ISO move date printed as contact data prints them. */
export function contextSource(context: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const source = camelCaseKeys(context);
  const { estimatedRevenue, moveDate } = source;
  if (typeof estimatedRevenue === 'string') source.estimatedRevenue = usDollars(estimatedRevenue) || estimatedRevenue;
  if (typeof moveDate === 'string') source.moveDate = usDate(moveDate) || moveDate;
  return source;
}
