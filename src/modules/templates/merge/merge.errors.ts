import { AppError } from 'src/common/errors/app-error';

export enum MergeErrorCode {
  /**
   * The template names a variable or helper the data does not provide, or its tags do not parse. Ends in _INVALID
   * so the error filter answers 400 with the message.
   */
  UnresolvedTokens = 'MERGE_TOKENS_INVALID',
}

/** A template that cannot be rendered; the message is the user-facing 'Unresolved tokens in ...: a, b'. */
export class MergeError extends AppError<MergeErrorCode> {
  declare readonly details: { part: 'subject' | 'body'; tokens: string[] };

  constructor(part: 'subject' | 'body', tokens: string[], message: string) {
    super(MergeErrorCode.UnresolvedTokens, message, { part, tokens });
  }
}
