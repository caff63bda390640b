import { Injectable } from '@nestjs/common';
import { AssetsService } from 'src/modules/assets/assets.service';
import { camelCaseKeys } from 'src/modules/templates/merge/merge-context.mapper';
import { EmailRenderer } from 'src/modules/templates/rendering/email-renderer.service';
import type { RenderWarning } from 'src/modules/templates/rendering/rendering.constants';
import { TemplatesService } from 'src/modules/templates/templates.service';
import type { MergeSender } from 'src/modules/templates/variables/merge-source.mapper';
import { MergeVariablesService } from 'src/modules/templates/variables/merge-variables.service';
import { assetResolver, checkImageSources } from './template-images.policy';

/** Who the preview is for: a contact id, a contact's fields, or nobody (the example data). */
export type PreviewContact = string | Readonly<Record<string, unknown>> | undefined;

export interface TemplatePreview {
  /** The whole email as inboxes get it (layout, inline styles, footer). */
  html: string;
  subject: string;
  text: string;
  /** Unresolved tokens, the long-subject warning, refused and missing images. */
  warnings: RenderWarning[];
  /** Image sources that will not load: our assets missing from the store, and refused sources (data:, javascript:). */
  missingAssets: string[];
}

/**
 * Server previews of saved templates: rendered for a contact through the sending pipeline, but lenient (unresolved
 * tokens stay visible and are reported as warnings, never refused), with a check of the images against the asset
 * store (one batched lookup; foreign images are never fetched).
 */
@Injectable()
export class TemplatePreviewService {
  constructor(
    private readonly templates: TemplatesService,
    private readonly variables: MergeVariablesService,
    private readonly assets: AssetsService,
    private readonly renderer: EmailRenderer,
  ) {}

  /** TEMPLATE_NOT_FOUND (404) for an unknown template, TEMPLATE_CONTACT_NOT_FOUND (404) for an unknown contact id. */
  async preview(templateId: string, contact: PreviewContact, sender?: MergeSender): Promise<TemplatePreview> {
    const [template, source] = await Promise.all([this.templates.getLive(templateId), this.sourceFor(contact, sender)]);
    const rendered = await this.renderer.render(
      { subject: template.subject, html: template.html, text: template.text },
      source,
      { strict: false, resolveImageSource: assetResolver(this.assets) },
    );
    const images = await checkImageSources(rendered.imageSources, this.assets);
    return { html: rendered.html, subject: rendered.subject, text: rendered.text, warnings: [...rendered.warnings, ...images.warnings], missingAssets: images.missing };
  }

  /** The example data, a contact's data, or the given fields over the example data. */
  private async sourceFor(contact: PreviewContact, sender?: MergeSender): Promise<Record<string, unknown>> {
    if (typeof contact === 'string') return this.variables.buildSourceForContact(contact, sender);
    const example = await this.variables.exampleSource(sender);
    return contact ? { ...example, ...camelCaseKeys(contact) } : example;
  }
}
