import { Injectable } from '@nestjs/common';
import { AssetsService } from 'src/modules/assets/assets.service';
import { assetResolver } from 'src/modules/templates/preview/template-images.policy';
import { EmailRenderer } from 'src/modules/templates/rendering/email-renderer.service';
import type { RenderedEmail } from 'src/modules/templates/rendering/email-render.policy';
import { TemplatesService } from 'src/modules/templates/templates.service';
import { MergeVariablesService } from 'src/modules/templates/variables/merge-variables.service';

/**
 * One step's email for the templates module's example contact, through the one sending pipeline (EmailRenderer),
 * lenient like the template test send (an unknown tag stays visible). Subject: the given one, else the template's.
 */
@Injectable()
export class SequenceStepRenderService {
  constructor(
    private readonly templates: TemplatesService,
    private readonly variables: MergeVariablesService,
    private readonly renderer: EmailRenderer,
    private readonly assets: AssetsService,
  ) {}

  async render(templateId: string, subject: string | null, sender: { name: string; email: string }): Promise<RenderedEmail & { templateId: string }> {
    const template = await this.templates.getLive(templateId, 'Template not found or deleted');
    const source = await this.variables.exampleSource(sender);
    const rendered = await this.renderer.render({ subject: subject ?? template.subject, html: template.html, text: template.text }, source, {
      strict: false,
      resolveImageSource: assetResolver(this.assets),
    });
    return { ...rendered, templateId: template.id };
  }
}
