/** A template text cut into plain runs and {{placeholders}} (filled per contact on send). */
export interface TextPart {
  text: string;
  placeholder: boolean;
}

/** The text cut around its {{placeholders}} so they can be highlighted. */
export const placeholderParts = (text: string): TextPart[] =>
  text
    .split(/(\{\{\s*[^{}]+?\s*\}\})/g)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, placeholder: /^\{\{[^{}]+\}\}$/.test(part) }));
