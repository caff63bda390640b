/**
 * Quote-to-Go (Q2G) lead notifications, sent by Q2G directly or forwarded by staff.
 */
import { emailFields } from './label-fields';
import { buildLeadRecord, normalizeTrackingNumber } from './lead-fields';
import type { LeadRecord } from './lead-record';
import type { LeadEmailParser, LeadParseContext, NormalizedEmail } from './lead-parser.types';

/**
 * A domain label holding q2g/quote2go/quotetogo, followed by a dot. The lookahead finds the name inside the label
 * once (a plain [a-z0-9-]*NAME[a-z0-9-]* retried every split of a long label with many occurrences).
 */
const Q2G_SENDER_DOMAIN = /@(?:[a-z0-9-]+\.)*(?=[a-z0-9-]*(?:q2g|quote2go|quotetogo))[a-z0-9-]*\./i;
const Q2G_MENTION = /\bQ2G\b|\bquote[\s-]*to[\s-]*go\b|\bquote2go\b|\btracking\s*#/i;
const Q2G_TRACKING_TOKEN = /\bQ2G-\d{3,}\b/i;

function isQ2gEmail(email: NormalizedEmail): boolean {
  return Q2G_SENDER_DOMAIN.test(email.from) || Q2G_MENTION.test(email.subject) || Q2G_MENTION.test(email.text);
}

export const q2gLeadParser: LeadEmailParser = {
  name: 'q2g',
  canParse: isQ2gEmail,
  parse(email: NormalizedEmail, ctx: LeadParseContext): LeadRecord | { error: string } {
    const fields = emailFields(email);
    // Q2G puts its tracking number in the subject too ('New Lead Q2G-104233'): use it when the body has none.
    const token = Q2G_TRACKING_TOKEN.exec(email.subject)?.[0];
    return buildLeadRecord(fields, ctx.timezone, token === undefined ? null : normalizeTrackingNumber(token));
  },
};
