/**
 * The result shapes of lead-email parsing. Shared by the parsers, the ingestion job and the admin API.
 */
import type { ContactValueQuality } from './contact-data';

export interface LeadAddress {
  /** Trimmed single-line input ('123 Main St, Apt 4, Springfield, IL 62704'). */
  full: string;
  street: string | null;
  city: string | null;
  /** 2-letter USPS code, upper-case. */
  state: string | null;
  /** '62704' or ZIP+4 '62704-1234'. */
  zip: string | null;
}

/** A contact value as given, with its quality (null: good). */
export interface GivenContactValue {
  given: string;
  quality: ContactValueQuality | null;
}

export interface LeadRecord {
  /** Trimmed, upper-cased, surrounding '#' stripped; the provider's form is kept ('Q2G-104233' or '104233'). */
  trackingNumber: string;
  customerName: string | null;
  /** Lower-cased and validated; invalid → null. */
  customerEmail: string | null;
  /** E.164 ('+15551234567'); unparseable or a placeholder → null (kept in `given`). */
  customerPhone: string | null;
  /**
   * The phone and email as the lead gave them when they are not usable as they stand (see contact-data.ts): kept on
   * the opportunity and marked, never dialled, matched or synced. Absent: nothing to mark.
   */
  given?: { phone?: GivenContactValue; email?: GivenContactValue };
  /** 'YYYY-MM-DD'. */
  moveDate: string | null;
  origin: LeadAddress | null;
  destination: LeadAddress | null;
  /** e.g. '2 Bedroom'. */
  moveSize: string | null;
  /** Dollars; '$4,250.00' → 4250. */
  estimatedRevenue: number | null;
}

export type LeadMessageStatus = 'parsed' | 'failed' | 'ignored';

export interface ParsedLeadEmail {
  /** Message-ID header without <>, or `generated-<sha256 of raw>@lead-automation` when absent. */
  messageId: string;
  /** Date header, else the time of parsing. */
  receivedAt: Date;
  /** Sender address (lower-case) or ''. */
  from: string;
  subject: string;
  /** Name of the parser that produced the result ('q2g' | 'generic'); null if none did. */
  parser: string | null;
  status: LeadMessageStatus;
  /** Human-readable reason when failed or ignored. */
  error: string | null;
  /** Set only when status === 'parsed'. */
  lead: LeadRecord | null;
}
