/**
 * Fallback for other lead sources (website forms etc.): the same labelled fields, tracking number from
 * 'Reference' / 'Lead #' style labels.
 */
import { emailFields } from './label-fields';
import { buildLeadRecord } from './lead-fields';
import type { LeadRecord } from './lead-record';
import type { LeadEmailParser, LeadParseContext, NormalizedEmail } from './lead-parser.types';

export const genericLeadParser: LeadEmailParser = {
  name: 'generic',
  canParse: () => true,
  parse(email: NormalizedEmail, ctx: LeadParseContext): LeadRecord | { error: string } {
    return buildLeadRecord(emailFields(email), ctx.timezone);
  },
};
