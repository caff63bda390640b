/**
 * Read receipts sent as plain mail rather than as a multipart/report (Outlook and other clients do both): a "Read:"
 * or "Not read:" subject in the client's language over the receipt's own sentence ("Your message … was read on …",
 * "… was deleted without being read"). A person's client wrote it, not the person: it is no reply.
 */
import type { InboundMessage } from './inbound-mail.types';

const RECEIPT_SUBJECT =
  /^\s*(?:read|not read|gelesen|ungelesen|nicht gelesen|lu|non lu|le[ií]do|no le[ií]do|letto|non letto|gelezen|niet gelezen|lido|n[aã]o lido|l[äa]st|inte l[äa]st|l[æa]st|lest|ikke lest)\s?:/i;
const RECEIPT_TEXT =
  /(?:\bwas read on\b|\bwas deleted without being read\b|\bwurde (?:am [^\n]{1,60} )?gelesen|\bwurde ohne [^\n]{1,30}gel[öo]scht|\ba été lu\b|\ba été supprimé sans avoir été lu|\bfue le[ií]do\b|\bse elimin[oó] sin (?:ser )?le[ií]do|\bè stato letto|\bis gelezen op\b|\bfoi lid[ao]\b)/i;
/** The receipt's sentence sits in its first lines. */
const MAX_RECEIPT_CHARS = 2000;

/** The reason a message is a plain read receipt; null when it is not one. */
export function plainReadReceipt(message: InboundMessage): string | null {
  if (!RECEIPT_SUBJECT.test(message.subject)) return null;
  const sentence = RECEIPT_TEXT.exec(message.text.slice(0, MAX_RECEIPT_CHARS));
  return sentence ? `read receipt: subject "${message.subject.slice(0, 80)}" and "${sentence[0].trim()}"` : null;
}
