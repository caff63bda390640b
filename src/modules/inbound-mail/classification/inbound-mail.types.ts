/** What an inbound message is, as far as a sequence cares. */
export type InboundMailKind = 'bounce' | 'delivery_report' | 'auto_reply' | 'human_reply' | 'unsubscribe_request' | 'complaint' | 'other';

/**
 * hard: the address does not exist or is disabled (stop and suppress); soft: temporary (mailbox full, try later);
 * policy: the receiving system refused *our* mail (authentication, reputation, content): never the contact's fault.
 */
export type BounceClass = 'hard' | 'soft' | 'policy';

export interface BounceDetails {
  class: BounceClass;
  /** The failed recipient, lower-cased; null when the report does not name one. */
  recipient: string | null;
  /** The enhanced status code (e.g. '5.1.1'); null when none could be read. */
  status: string | null;
  /** The remote server's words (Diagnostic-Code or the quoted SMTP answer), at most 500 characters. */
  diagnostic: string | null;
  /** Message-ID of our message that bounced, from the returned headers; null when they are not included. */
  original_message_id: string | null;
}

/** What a delivery report that is not a failure says happened: delivered, handed on, expanded to a list, or still being retried. */
export type DeliveryReportAction = 'delivered' | 'relayed' | 'expanded' | 'delayed';

/** A delivery report that is not a bounce: a success notice (RFC 3464 Action delivered/relayed/expanded) or a delay warning. */
export interface DeliveryReportDetails {
  action: DeliveryReportAction;
  /** The recipient the report is about, lower-cased; null when it does not name one. */
  recipient: string | null;
  /** The enhanced status code as reported ('2.0.0', '4.4.1'); null when none is given. */
  status: string | null;
}

/** A spam complaint: a mailbox provider's feedback report (RFC 5965, Feedback-Type abuse or fraud) about our mail. */
export interface ComplaintDetails {
  /** Feedback-Type as reported, lower-cased ('abuse', 'fraud'). */
  feedback_type: string;
  /** The complaining recipient (Original-Rcpt-To, else the returned message's To), lower-cased; null when redacted or absent. */
  recipient: string | null;
  /** Message-ID of our message complained about, from the returned message or headers; null when they are not included. */
  original_message_id: string | null;
  /** Arrival-Date of the original message, as reported; null when absent. */
  arrival_date: string | null;
  /** Who sent the report (its User-Agent field, else the sender's domain). */
  reporter: string | null;
}

export interface AutoReplyDetails {
  out_of_office: boolean;
  /** yyyy-mm-dd of the day the sender says they are back, when the message states one. */
  return_date: string | null;
}

export interface HumanReplyDetails {
  /** The visible reply: quoted history, forwarded originals and the signature stripped. */
  text: string;
}

export interface InboundMailClassification {
  kind: InboundMailKind;
  /** Message-ID with angle brackets; null when absent. */
  message_id: string | null;
  in_reply_to: string | null;
  /** Every id of References, in order, each with angle brackets. */
  references: string[];
  /** Sender address, lower-cased ('' when there is none). */
  from: string;
  /** To and Cc addresses, lower-cased. */
  to: string[];
  subject: string;
  date: Date | null;
  /** The plus-address tags of the recipient addresses (`sales+r-abc@x` → `r-abc`), unverified. */
  reply_token_candidates: string[];
  /** Why the message was classified so, in plain words (header names and values, patterns that matched). */
  reasons: string[];
  bounce: BounceDetails | null;
  /** Set for kind delivery_report only. */
  delivery_report: DeliveryReportDetails | null;
  complaint: ComplaintDetails | null;
  auto_reply: AutoReplyDetails | null;
  human_reply: HumanReplyDetails | null;
}

/** One MIME part the classifier reads besides the text body (delivery reports, returned headers). */
export interface InboundMimePart {
  contentType: string;
  content: string;
}

/** The decoded message the rules work on. */
export interface InboundMessage {
  /** Header name (lower case) → every value, decoded to text, in order. */
  headers: Map<string, string[]>;
  subject: string;
  from: string;
  fromName: string;
  to: string[];
  date: Date | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  /** Plain text (or HTML converted to text when there is no plain part). */
  text: string;
  /** The HTML body as sent (the first 64K characters); '' without one. */
  html: string;
  contentType: string;
  parts: InboundMimePart[];
  /** The attachments' file names, lower-cased (the first 20, each at most 200 characters). */
  attachments: string[];
}
