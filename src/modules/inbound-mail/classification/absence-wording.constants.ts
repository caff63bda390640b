/**
 * A person's own words about being away, which an out-of-office notice does not use: read so that a person announcing
 * their absence to a group, or asking for time off, is not taken for a responder.
 */

/** A greeting to a group ("Hi all", "Hello folks"): a responder answers one sender, a person announcing writes to many. */
export const GROUP_GREETING = /^[ \t]{0,8}(?:hi|hello|hey|dear)[ \t]{1,4}(?:all|folks|everyone|everybody|guys|team)\b/i;
/** A person's own warning that replies will be slow ("Expect slow response"): responders promise a reply on return. */
export const EXPECT_SLOW_REPLIES = /\bexpect (?:a )?(?:slow|slower|delayed|late)(?:er)? (?:response|repl(?:y|ies))/i;

/** A subject asking for time off ("Request for Leave", "Vacation request"): a person asks their manager; responders state. */
export const ABSENCE_REQUEST_SUBJECT = /^\s*(?:request(?:ing)? (?:for )?(?:annual )?(?:leave|vacation|holidays?|time[- ]off|pto|absence)|(?:leave|vacation|holiday|time[- ]off|pto|absence) request)\b/i;
