/** Subjects longer than this are flagged and, once flattened, cut. */
export const SUBJECT_WARNING_LENGTH = 78;
/** How many characters of an over-long subject are kept before the ellipsis (75 + '...' = 78). */
export const SUBJECT_CUT_LENGTH = 75;
export const SUBJECT_ELLIPSIS = '...';

export const SUBJECT_TOO_LONG_WARNING = 'Subject line is longer than 78 characters and may be truncated';
export const UNRESOLVED_SUBJECT_PREFIX = 'Unresolved tokens in subject: ';
export const UNRESOLVED_BODY_PREFIX = 'Unresolved tokens in body: ';

/** The merge helpers a template may call; anything else in a helper position is an unresolved token. */
export const MERGE_HELPERS = ['fallback', 'uppercase', 'titlecase', 'lowercase', 'formatDate'] as const;
/** Handlebars' own block helpers that keep the surrounding context. */
export const CONDITIONAL_BLOCKS = ['if', 'unless'] as const;

/** Date formats for formatDate: short '11/5/2026', long 'November 5, 2026' (US English). */
export const DATE_FORMATS = { short: 'M/d/yyyy', long: 'MMMM d, yyyy' } as const;
export type DateFormatName = keyof typeof DATE_FORMATS;
export const TIME_FORMAT = 'h:mm a';
export const DATE_LOCALE = 'en-US';
