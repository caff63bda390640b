import { Inject, Injectable } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { dateVariables, DATE_VARIABLES } from '../merge/merge-context.mapper';
import { type CompanySettings, TEMPLATES_SETTINGS } from '../templates.config';
import { TemplatesError, TemplatesErrorCode } from '../templates.errors';
import { isUuid } from '../templates.constants';
import { companySource, contactSource, type MergeSender, type MergeSource } from './merge-source.mapper';
import { MergeSourceRepository } from './merge-source.repository';
import { MERGE_VARIABLE_KEYS, SOURCE_VARIABLES, VARIABLE_GROUPS, type VariableGroupName } from './merge-variables.constants';

export interface MergeVariable {
  key: string;
  label: string;
  group: VariableGroupName;
  example: string;
}

export interface MergeVariableGroup {
  name: VariableGroupName;
  items: MergeVariable[];
}

/**
 * The merge variable catalogue and the data templates are merged with: a contact with its latest opportunity, the
 * sender and the company (the merge engine adds the date variables when it renders).
 */
@Injectable()
export class MergeVariablesService {
  constructor(
    private readonly sources: MergeSourceRepository,
    @Inject(TEMPLATES_SETTINGS) private readonly company: CompanySettings,
    private readonly config: AppConfigService,
  ) {}

  /** The company's timezone, for the date variables and formatDate. */
  get timezone(): string {
    return this.config.leads.timezone;
  }

  /** Every variable key a template may use (sources and dates). */
  variableKeys(): string[] {
    return [...MERGE_VARIABLE_KEYS];
  }

  /**
   * The merge source for one contact: its fields, its latest opportunity's fields ('' when it has none), the sender
   * (default: the company's sender) and the company. TEMPLATE_CONTACT_NOT_FOUND (404) for an unknown contact.
   */
  async buildSourceForContact(contactId: string, sender?: MergeSender): Promise<MergeSource> {
    const row = isUuid(contactId) ? await this.sources.contactWithLatestOpportunity(contactId) : null;
    if (!row) throw new TemplatesError(TemplatesErrorCode.ContactNotFound, 'Contact not found');
    return { ...contactSource(row), ...companySource(this.company, sender) };
  }

  /**
   * Example data: the most recent opportunity that has a contact (one query), each blank value replaced by a fixed
   * example; the fixed examples alone when there is no such opportunity.
   */
  async exampleSource(sender?: MergeSender): Promise<MergeSource> {
    const row = await this.sources.latestWithContact();
    const real: MergeSource = { ...(row ? contactSource(row) : {}), ...companySource(this.company, sender) };
    return Object.fromEntries(SOURCE_VARIABLES.map(({ key, fallback }) => [key, real[key] || fallback]));
  }

  /** The catalogue in its four groups, each variable with an example (real data where there is some). */
  async catalogue(sender?: MergeSender, now = new Date()): Promise<MergeVariableGroup[]> {
    const examples = { ...(await this.exampleSource(sender)), ...dateVariables(now, this.timezone) };
    const items: MergeVariable[] = [
      ...SOURCE_VARIABLES.map(({ key, label, group }) => ({ key, label, group, example: examples[key] ?? '' })),
      ...DATE_VARIABLES.map(({ key, label }) => ({ key, label, group: 'Dates' as const, example: examples[key] ?? '' })),
    ];
    return VARIABLE_GROUPS.map((name) => ({ name, items: items.filter((item) => item.group === name) }));
  }
}
