/** What a lead-email parser is: the email as it reads it, its context, and its two calls. */
import type { LeadRecord } from './lead-record';

/** A decoded email as the parsers see it. */
export interface NormalizedEmail {
  /** Sender address, lower-case ('' when absent). */
  from: string;
  subject: string;
  /** Plain text, or text derived from the HTML part when there is no plain text. */
  text: string;
  html: string | null;
}

export interface LeadParseContext {
  /** IANA timezone used to turn ISO datetimes into calendar dates. */
  timezone: string;
}

export interface LeadEmailParser {
  name: string;
  canParse(email: NormalizedEmail): boolean;
  parse(email: NormalizedEmail, ctx: LeadParseContext): LeadRecord | { error: string };
}
