/**
 * Lead-email parsers and the registry that picks one. Q2G first, the generic labelled-field parser as fallback.
 */
import { genericLeadParser } from './generic-parser';
import { NOT_A_LEAD_ERROR } from './lead-fields';
import type { LeadEmailParser, LeadParseContext, NormalizedEmail } from './lead-parser.types';
import type { LeadRecord } from './lead-record';
import { q2gLeadParser } from './q2g-parser';

export type { LeadEmailParser, LeadParseContext, NormalizedEmail } from './lead-parser.types';

export interface RegistryResult {
  /** The parser that produced the record or the error; null when the email is not a lead at all. */
  parser: string | null;
  result: LeadRecord | { error: string };
}

export function isParseError(result: LeadRecord | { error: string }): result is { error: string } {
  return 'error' in result;
}

export class LeadParserRegistry {
  constructor(private readonly parsers: readonly LeadEmailParser[]) {}

  get names(): string[] {
    return this.parsers.map((parser) => parser.name);
  }

  /**
   * Tries every parser that accepts the email, in order; the first record wins. Otherwise the first applicable
   * parser's error is returned ('Not a lead notification' comes back with parser null).
   */
  parse(email: NormalizedEmail, ctx: LeadParseContext): RegistryResult {
    let firstError: { parser: string; error: string } | null = null;
    for (const parser of this.parsers) {
      if (!parser.canParse(email)) continue;
      const result = parser.parse(email, ctx);
      if (!isParseError(result)) return { parser: parser.name, result };
      firstError ??= { parser: parser.name, error: result.error };
    }
    if (firstError === null || firstError.error === NOT_A_LEAD_ERROR) {
      return { parser: null, result: { error: NOT_A_LEAD_ERROR } };
    }
    return { parser: firstError.parser, result: { error: firstError.error } };
  }
}

export const defaultLeadParserRegistry = new LeadParserRegistry([q2gLeadParser, genericLeadParser]);
