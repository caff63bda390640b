/**
 * What issue trackers (Trac, Bugzilla, Redmine, Jira, GitHub, GitLab, Launchpad…) and version-control hooks
 * (Subversion, CVS, git) put in the mail they send: their own headers, their mailer names, and the shapes of their
 * bodies (a ticket's field table and URL line, a commit's Author/Revision/Log block and its diff). Every pattern is
 * bounded and line-anchored, so each is a single linear scan.
 */

/** Header names only a tracker or a commit hook sets (prefixes end in "-"). */
export const TRACKER_HEADER_PREFIXES = [
  'x-trac-', 'x-svn-', 'x-bugzilla-', 'x-redmine-', 'x-jira-', 'x-github-', 'x-gitlab-', 'x-launchpad-bug', 'x-phabricator-', 'x-gerrit-', 'x-mantis-', 'x-cvs-',
];
/** Headers git's post-receive hooks add to the commit mail they send. */
export const COMMIT_HOOK_HEADERS = ['x-git-refname', 'x-git-reftype', 'x-git-oldrev', 'x-git-newrev', 'x-git-repo', 'x-git-rev', 'x-hg-repo', 'x-hg-notification'];

/** X-Mailer values of trackers and commit mailers. */
export const TRACKER_MAILER =
  /\b(?:trac|bugzilla|redmine|jira|mantis(?:bt)?|phabricator|gerrit|roundup|svnmailer|commit-?email(?:\.pl)?|svn-?notify|git-?multimail|post-receive-email|cvs-?syncmail|buildbot|jenkins)\b/i;

/**
 * A Trac ticket's field table ("  Reporter:  ann   |   Owner:  bob") or its signature line ("Ticket URL: <…>").
 * Bugzilla's comment header ("--- Comment #4 from Ann <…> ---") and its bug link opening the mail.
 */
export const TICKET_BODY = [
  /^[ \t]{0,8}Reporter:[ \t]{1,40}[^\n|]{0,80}\|[ \t]{0,40}Owner:/m,
  /^Ticket URL:[ \t]{0,4}<https?:\/\/[^\s<>]{1,300}>[ \t]*$/m,
  /^-{3}[ \t]Comment[ \t]#\d{1,7}[ \t]from[ \t][^\n]{1,200}-{3}[ \t]*$/m,
  // Bugzilla's bug link opens its mail: the first line; a person citing a bug writes the link further down
  /^[ \t\r\n]{0,20}https?:\/\/[^\s<>]{1,200}\/show_bug\.cgi\?id=\d{1,9}[ \t]*(?:\n|$)/,
  /^You are receiving this mail because:[ \t]*$/m,
  // SourceForge-style trackers (BerliOS, GForge): "You can respond by visiting:" over the item's link
  /^You can respond by visiting:[ \t]*\n[ \t]{0,4}https?:\/\/\S{1,300}[ \t]*$/m,
  // A forge's task or bug tracker opening its mail with what happened (BerliOS, GForge: "Task #2898 has been updated.").
  /^\s{0,8}(?:Task|Bug|Support Request|Feature Request|Patch) #\d{1,7} has been (?:updated|submitted|created|closed)\.?[ \t]*(?:\n|$)/,
];
/**
 * A tracker's field lines ("Status:\tOpen", "Priority: High", "* Assignee: Ann" as Redmine bullets them): a ticket's
 * record names its status, its priority or severity and more of its fields; a person mentions one or two.
 */
export const TICKET_FIELD_LINE =
  /^[ \t]{0,8}(?:[*-][ \t]{1,4})?(status|priority|severity|assign(?:ed[ \t]?to|ee|id)|category|component|project|version|resolution|reporter|owner|milestone|tracker)[ \t]{0,4}:[ \t]{0,8}\S/gim;
/** A ticket's record names at least this many distinct fields, status and priority (or severity) among them. */
export const MIN_TICKET_FIELDS = 5;

/** A Subversion commit mail's head: "Author: ann", "Date: …", "New Revision: 5082" (commit-email.pl, svnmailer). */
export const SVN_COMMIT_HEAD = /^Author:[ \t][^\n]{1,100}\n(?:Date:[ \t][^\n]{1,100}\n)?New Revision:[ \t]{0,4}\d{1,9}[ \t]*$/m;
/** A CVS loginfo mail's head: "Update of /cvsroot/x/y" over "In directory …". */
export const CVS_COMMIT_HEAD = /^Update of \/[^\n]{1,200}\nIn directory [^\n]{1,200}$/m;
/** The parts of a commit mail: the changed-paths list, the log, and a diff's file header under its rule of "=". */
export const COMMIT_PARTS = [
  /^[ \t]{0,4}(?:Modified|Added|Removed|Deleted|Modified Files|Added Files|Removed Files):[ \t]*$/im,
  /^[ \t]{0,4}Log(?: Message)?:[ \t]*$/m,
  /^={20,}[ \t]*\n(?:---|\+\+\+|RCS file:)[ \t]/m,
  // CVS log_accum's table of the revisions it committed.
  /^[ \t]{0,4}Revision[ \t]{1,8}Changes[ \t]{1,8}Path[ \t]*$/m,
];
/** CVS log_accum's head: the committer and the time of the commit ("florenz     2005/12/02 12:55:13 CET"). */
export const CVS_LOG_ACCUM_HEAD = /^[a-z][\w.-]{0,31}[ \t]{1,12}\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d(?: [A-Z]{2,5})?[ \t]*$/m;
/** syncmail's parts, each underlined ("Log Message:" over "-----------"): both make a commit mail without a head. */
export const UNDERLINED_COMMIT_PARTS = [/^Log Message:[ \t]*\n-{5,}[ \t]*$/m, /^(?:Modified|Added|Removed) Files:[ \t]*\n-{5,}[ \t]*$/m];
/** A commit mail names at least this many of its parts besides its head. */
export const MIN_COMMIT_PARTS = 2;

/** How much of the message's own top is searched for a tracker's or a commit's body shape. */
export const MAX_NOTIFICATION_SCAN = 8000;

/** DMARC failure (forensic) and aggregate reports sent as plain mail: a receiver telling a domain's owner about its mail. */
export const DMARC_REPORT_SUBJECT = /^\s*(?:dmarc (?:forensic|failure|aggregate) report|report domain:\s{0,3}\S{1,200}\s{1,3}submitter:)/i;
export const DMARC_REPORT_TEXT = /\b(?:failed the published dmarc policy|this is a dmarc (?:failure|forensic|aggregate) report)\b/i;
/**
 * A calendar service's invitation written out as text (Google Calendar's RSVP line and its signature), for an
 * invitation that reaches us without its text/calendar part or in answer to one of our messages.
 */
export const CALENDAR_INVITATION_TEXT = /\bInvitation from Google Calendar\b|\bGoing\?[ \t]{0,5}Yes[ \t]{0,3}-[ \t]{0,3}Maybe[ \t]{0,3}-[ \t]{0,3}No\b/i;
/**
 * A fax or voicemail service's notice ("You Have a New Fax Message", "You have received a new voicemail"), the lure
 * that copies it too: a machine's announcement at the start of a line, not a person's sentence about a fax.
 */
export const FAX_NOTICE = /^[ \t]{0,120}you(?: have|'ve) (?:received )?an? new (?:fax|voice ?mail|voice) message\b/im;
/**
 * A mobile carrier's notice that a picture message waits behind a link or in an attachment ("You have new Picture
 * Mail!", "You have received a Media Message", "You've received an MMS from mobile number …"): the carrier's page, not
 * the sender's words (a carrier that relays the sender's own text under its banner is read by that text).
 */
export const MMS_NOTICE = /^[ \t]{0,120}you(?: have|'ve) (?:received |got )?(?:a |an |new )?(?:(?:picture|photo|video|media|multimedia) (?:message|mail)|mms)\b/im;
/**
 * A scanner's or copier's scan-to-email notice ("This message may contain an attachment in a PDF format", "Scanned
 * from a Xerox Multifunction Printer" on a line of its own, "This E-mail was sent from "RNP0026" (MP C3004)"): the
 * device's canned lines at the start of a line, not a person's sentence about a scan they attach.
 */
export const SCAN_NOTICE =
  /^[ \t]{0,20}(?:this (?:message|e-?mail) (?:may contain|contains) an? attachment in (?:a |an )?(?:pdf|tiff?|jpe?g|xps) format\b|scanned (?:from|on|by) an? [\w -]{1,40}?(?:multi-?function (?:printer|device|peripheral)|mfp|copier)[ \t.]*$|this e-?mail was sent from "[^"\n]{1,60}" \([^)\n]{1,60}\)[ \t.]*$)/im;
/**
 * A shop's or an app's receipt named by its subject ("Ihre mytaxi Quittung (49M6J)", "Your receipt from Acme
 * #1234-5678", "Your Uber receipt"): "your" receipt, ending in its issuer, a reference or nothing more. A customer
 * writing about a receipt says "my receipt", asks a question ("Your receipt is wrong?"), writes on ("Your receipt
 * from yesterday's move": an issuer starts with a capital or a digit) or answers with "Re:".
 */
export const RECEIPT_SUBJECT =
  /^(?:[Yy]our|YOUR|[Ii]hre|[Dd]eine|[Vv]otre|[Uu]w|[Ss]u|[Tt]u)[ \t]{1,3}(?:[^\s:?]{1,30}[ \t]{1,3}){0,3}(?:[Rr]eceipt|RECEIPT|[Qq]uittung|[Kk]assenbon|[Rr]e\u00e7u|[Rr]ecibo|[Rr]icevuta|[Kk]witantie|[Kk]vittering|[Kk]vitto)(?:[ \t]{1,3}(?:from|von|de|van|da)[ \t]{1,3}[\p{Lu}\p{N}][^\n?]{0,60}|[ \t]{0,3}[(#[][\w-]{0,20}\d[\w-]{0,20}[)\]]?)?[ \t.!]*$/u;
/** A monitoring service's digest: "Here is a summary of the alerts in the past 24 hours". */
export const ALERT_DIGEST = /\bsummary of (?:the |your |all )?alerts (?:in|for|over|from) the (?:past|last) \d{1,3} ?(?:hours?|days?)\b/i;
/**
 * A selection or award form letter ("It is my sincere pleasure to inform you that you have been selected for
 * membership", the prize notice that copies it): a committee's or a lottery's mail-merge, not a lead's answer.
 */
export const SELECTION_NOTICE = /\b(?:pleasure|pleased|delighted|happy) to (?:inform|notify|announce to) you that you(?: have|'ve) been (?:selected|chosen|nominated)\b/i;
/**
 * A web form's submission mailed on by a form script: its "Field: value" lines with the visitor's browser recorded
 * under them ("Mozilla/5.0 (Windows NT 6.1; de; rv:1.9.2.8) Gecko/20100722 Firefox/3.6.8" on a line of its own).
 */
export const FORM_BROWSER_LINE = /^[ \t]{0,8}Mozilla\/\d\.\d \([^)\n]{5,200}\)[^\n]{0,200}$/m;
export const FORM_FIELD_LINE = /^[ \t]{0,8}[\p{L}][\p{L} .-]{0,29}[ \t]{0,4}:[ \t]{1,8}\S/gmu;
/** A form's record names at least this many fields. */
export const MIN_FORM_FIELDS = 3;
/** The line the classic FormMail script opens every submission with: "Below is the result of your feedback form." */
export const FORM_MAIL_HEAD = /^[ \t]{0,8}below is the result of your feedback form\b/im;
/** A bot that says so in its own words ("Deet-doot-dot, I am a bot."). */
export const BOT_SIGNATURE = /^(?!>)[^\n]{0,80}\bI(?:'m| am) a bot\b/im;
/** Bots by their address ("sashiko-bot@", "pr-tracker-bot@", "syzbot@") or their name ("kernel test robot"). */
/** Build and tracker services that mail from their own name (jenkins@, bugzilla-daemon@, gerrit@...). */
export const SERVICE_ADDRESS =
  /^(?:jenkins|hudson|buildbot|travis|teamcity|bamboo|bugzilla|trac|gerrit|jira|redmine|mantis|phabricator|roundup|patchwork)(?:[-_.](?:daemon|noreply|no-reply|notifications?|admin|bot|ci|build|mailer))?@/i;
export const BOT_ADDRESS = /^(?:[^@\s]{1,64}[-_.](?:ro)?bot|(?:ro)?bot[-_.][^@\s]{1,64}|syzbot|dependabot)@/i;
/**
 * A display name that calls its sender a robot: "… bot", "Gmane Autoauthorizer", "… Autonotifier" (not an
 * "Autoresponder": read before the auto-reply rules, it would take an out-of-office notice's return date away).
 */
export const BOT_NAME = /\b(?:(?:ro)?bot|auto-?(?:authori[sz]er|notifier))\b/i;

/** What notifications and receipts tell their readers: service mail (other) rather than an answer to ours. */
export const NOTIFICATION_SENTENCE = /\b(please do not reply to this (?:e-?mail|message)|(?:this|the) (?:e-?mail|mail|message|notification) (?:was|is|has been) (?:sent|generated) (?:automatically|by an automated system)|replies to this (?:e-?mail|message) (?:are|will) not (?:be )?(?:read|monitored|answered)|do not share this (?:e-?mail|message)|(?:an? |this |the )?unmonitored (?:mailbox|inbox|e-?mail address|address)|(?:this|the) (?:mailbox|inbox|e-?mail address) is not monitored|this (?:e-?mail|message) contains a secure link|encrypted (?:e-?mail|mail|message) notification|(?:has sent|wants to send|would like to send) you an? (?:secure|encrypted) (?:e-?mail|message)|you have (?:received )?an? (?:new )?(?:secure|encrypted) (?:e-?mail|message)|m(?:ö|oe)chte ihnen eine verschl(?:ü|ue)sselte nachricht|benachrichtigung (?:ü|ue)ber (?:eine )?verschl(?:ü|ue)sselte nachricht)\b/i;
/**
 * The same two notices in other languages ("Niniejsze powiadomienie zostało wygenerowane automatycznie", "Diese E-Mail
 * wurde automatisch erstellt", "Merci de ne pas répondre à ce message", "Не отвечайте на это письмо"): a service's
 * footer, never a person's words. Letters bound each phrase (not \b: Cyrillic and accented letters are no \w).
 */
export const NOTIFICATION_SENTENCE_ABROAD =
  /(?<!\p{L})((?:niniejsz[aey]|ta|t[eę]) (?:wiadomo[sś][cć]|powiadomienie|e-?mail) (?:zosta[lł][aoy]?|jest) wygenerowan[aey] automatycznie|(?:prosimy )?nie odpowiadaj(?:ą?c)? na (?:t[eęą]|niniejsz[aą]) wiadomo[sś][cć]|diese (?:e-?mail|nachricht|benachrichtigung|mail) wurde automatisch (?:erstellt|generiert|erzeugt|versendet|versandt|verschickt)|bitte antworten sie nicht auf diese (?:e-?mail|nachricht|mail)|ce (?:message|courriel|mail|e-?mail) (?:a [ée]t[ée]|est) (?:g[ée]n[ée]r[ée]|envoy[ée]) automatiquement|(?:merci de|veuillez) ne pas r[ée]pondre [àa] ce (?:message|courriel|mail|e-?mail)|este (?:mensaje|correo)(?: electr[oó]nico)? (?:ha sido|fue|se ha|es) (?:generado|enviado) autom[aá]ticamente|por favor,? no (?:responda|respondas|conteste) a este (?:mensaje|correo)|questa (?:e-?mail|mail|comunicazione) [èe] (?:stata )?(?:generata|inviata) automaticamente|si prega di non rispondere (?:a|alla presente|a questa)|dit (?:bericht|e-?mailbericht|e-?mail) is automatisch (?:gegenereerd|verzonden|verstuurd|aangemaakt)|(?:gelieve|graag) niet (?:te )?(?:antwoorden|reageren) op (?:dit|deze) (?:bericht|e-?mail)|(?:это|данное) (?:письмо|сообщение|уведомление) (?:было )?(?:сформировано|создано|отправлено|сгенерировано) автоматически|не отвечайте на (?:это|данное) (?:письмо|сообщение))(?!\p{L})/iu;
/**
 * The same notices in Japanese ("このメールは送信専用のアドレスから送信されています", "本メールはシステムより自動送信されています",
 * "このメールにご返信いただいても"): no word boundaries in the script, so no bounds around them.
 */
export const NOTIFICATION_SENTENCE_JAPANESE =
  /(?:この|本)メールは(?:送信専用|配信専用)|送信専用(?:の)?(?:メール)?アドレス(?:から|より|で)|(?:この|本)メールは(?:システム(?:により|から|より|で))?自動(?:的に)?(?:送信|配信|発信)|(?:この|本)メールに(?:は)?(?:ご)?返信(?:しないで|されても|いただいても|頂いても)/;
/** How much of a longer message's end is read for a notice's footer. */
export const MAX_NOTICE_FOOTER_CHARS = 1500;
