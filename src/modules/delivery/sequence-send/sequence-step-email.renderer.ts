import { Inject, Injectable } from '@nestjs/common';
import { AssetsService } from 'src/modules/assets/assets.service';
import { assetResolver } from 'src/modules/templates/preview/template-images.policy';
import { EmailRenderer } from 'src/modules/templates/rendering/email-renderer.service';
import type { RenderedEmail } from 'src/modules/templates/rendering/email-render.policy';
import { TemplatesService } from 'src/modules/templates/templates.service';
import { MergeVariablesService } from 'src/modules/templates/variables/merge-variables.service';
import { DELIVERY_SETTINGS, type DeliverySettings } from '../delivery.config';
import { bareAddress } from './sequence-send.config';
import type { SendContext } from './sequence-send.repository';

const displayName = (value: string): string | null => /^\s*"?([^"<]*?)"?\s*</.exec(value)?.[1].trim() || null;

/**
 * A run step's email for its contact: the step's template through the one rendering pipeline (merge with the
 * contact and its latest opportunity, sanitise, layout with the unsubscribe placeholder), strict (an unknown merge
 * tag refuses the send instead of reaching a customer), the step's subject override; {{senderName}} and
 * {{senderEmail}} name the From.
 */
@Injectable()
export class SequenceStepEmailRenderer {
  constructor(
    private readonly templates: TemplatesService,
    private readonly variables: MergeVariablesService,
    private readonly renderer: EmailRenderer,
    private readonly assets: AssetsService,
    @Inject(DELIVERY_SETTINGS) private readonly mail: DeliverySettings,
  ) {}

  /**
   * The From of a step's email: the step's override, else the company sender, or, when the mailboxes are pooled
   * (MAIL_SEND_MAILBOXES), the sending mailbox itself under the company sender's name.
   */
  fromFor(context: SendContext, mailbox: string, pooled: boolean): string {
    if (context.from_override) return context.from_override;
    if (!pooled || bareAddress(this.mail.from) === mailbox) return this.mail.from;
    const name = displayName(this.mail.from);
    return name ? `${name} <${mailbox}>` : mailbox;
  }

  async render(context: SendContext & { template_id: string }, from: string): Promise<RenderedEmail> {
    const sender = from === this.mail.from ? undefined : { name: displayName(from) ?? displayName(this.mail.from) ?? bareAddress(from), email: bareAddress(from) };
    const [template, source] = await Promise.all([
      context.template_version
        ? this.templates.getLiveAt(context.template_id, context.template_version, 'Template not found or deleted')
        : this.templates.getLive(context.template_id, 'Template not found or deleted'),
      this.variables.buildSourceForContact(context.contact_id, sender),
    ]);
    return this.renderer.render({ subject: context.subject_override ?? template.subject, html: template.html, text: template.text }, source, {
      resolveImageSource: assetResolver(this.assets),
    });
  }
}
