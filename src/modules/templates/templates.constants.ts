/** Limits of a saved template. */
export const TEMPLATE_LIMITS = {
  name: 200,
  /** RFC 5322 line length; the subject is one line. */
  subject: 998,
  /** html and text, in UTF-8 bytes. */
  bodyBytes: 512 * 1024,
  tags: 20,
  tag: 50,
  /** Search text. */
  search: 200,
  listLimit: 100,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed uuid; other ids name no row (and never reach the database). */
export const isUuid = (id: string): boolean => UUID.test(id);
