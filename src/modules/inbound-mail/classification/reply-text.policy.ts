/**
 * The visible part of a human reply: what the person typed, without the quoted history ("On … wrote:",
 * "El … escribió:", "-----Original Message-----", Outlook's "From: … Sent: …" block, ">" lines) and the signature
 * ("-- ", "Sent from my iPhone"). email-reply-parser does the fragment work; the Outlook and Spanish header blocks it
 * does not know are cut here first. When stripping leaves nothing (a reply typed below the quote, or only quoted
 * text), the unquoted lines are kept instead.
 */
import EmailReplyParser from 'email-reply-parser';

const MAX_REPLY_CHARS = 20_000;

/** "On … wrote:" / "El … escribió:" (Gmail wraps it over two lines, Yahoo indents it). */
const ATTRIBUTION_START = /^[ \t]*(?:on|el|en)\s[^\n]{4,200}(?:\n[^\n]{1,200})?\s(?:wrote|escribi[oó]):\s*$/im;

/** Starts of quoted or forwarded history that the library does not know (or does not cut when nothing is quoted). */
const HISTORY_STARTS: RegExp[] = [
  /^_{10,}\s*$/m,
  /^-{2,}\s*(?:original message|mensaje original|forwarded message|mensaje reenviado|reply message)\s*-{2,}/im,
  /^(?:from|de):\s[^\n]+\n(?:(?:to|para|cc|date|fecha|subject|asunto):[^\n]*\n)*(?:sent|enviado(?: el)?|date|fecha):\s/im,
  ATTRIBUTION_START,
  /^begin forwarded message:/im,
];

/** An attribution followed by ">" lines is left to the library, which keeps answers written between the quotes. */
function quotedBelow(text: string, end: number): boolean {
  const next = text.slice(end).split('\n').find((line) => line.trim() !== '');
  return next !== undefined && next.trimStart().startsWith('>');
}

function cutHistory(text: string): string {
  let end = text.length;
  for (const start of HISTORY_STARTS) {
    const match = start.exec(text);
    if (!match || match.index >= end) continue;
    if (start === ATTRIBUTION_START && quotedBelow(text, match.index + match[0].length)) continue;
    end = match.index;
  }
  return text.slice(0, end);
}

const ATTRIBUTION = /^[ \t]*(?:on|el|en)\s[^\n]{4,200}\s(?:wrote|escribi[oó]):[ \t]*$/gim;

function unquotedLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('\n')
    .trim();
}

function parsed(text: string): string {
  try {
    return new EmailReplyParser().parseReply(text).trim();
  } catch {
    return '';
  }
}

export function visibleReplyText(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ').slice(0, MAX_REPLY_CHARS * 2);
  const cut = cutHistory(normalised);
  let visible = parsed(cut);
  if (visible === '') visible = unquotedLines(cut);
  // Written below the quote (bottom-posting): the lines that are not quoted, without the attribution line.
  if (visible === '') {
    const below = unquotedLines(normalised).replace(ATTRIBUTION, '').trim();
    visible = parsed(below) || below;
  }
  return visible.slice(0, MAX_REPLY_CHARS);
}
