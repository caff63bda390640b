/**
 * The words remote servers give their refusals in, grouped by what they mean for the contact (bounce-status.policy
 * reads them together with the status code). Each list is one case-insensitive pattern of whole phrases; the phrases
 * are bounded (no nested repetition), so a pattern costs one linear scan of the text it is given.
 */

/** One pattern matching any of the phrases as whole words, or any of the extra (non-word) phrases anywhere. */
export function phrases(list: readonly string[], extra: readonly string[] = [], flags = 'i'): RegExp {
  return new RegExp([`\\b(?:${list.join('|')})\\b`, ...extra].join('|'), flags);
}

/** Not after "may be" / "might be": a notice guessing at the cause ("they may be blacklisted") names no refusal. */
const UNHEDGED = '(?<!(?:may|might|could) (?:be|have been) )';

/** Our sending IP, domain or sender address is refused, listed, throttled, or not allowed to post: policy, whatever the code. */
export const REFUSED_SENDER = phrases([
  'spamhaus', 'barracuda(?:central)?', 'sorbs', 'spam ?cop', 'uceprotect', 'abuseat', 'surbl', 'uribl',
  'invaluement', 'mailspike', 'psbl', 'dnsbl', 'rbl', `${UNHEDGED}block ?list(?:ed)?`, `${UNHEDGED}black ?list(?:ed)?`,
  'deny ?list(?:ed)?', 'blocked using',
  '(?<!not )listed (?:at|on|in|by) (?:the |our |a )?[\\w.-]{0,40}?(?:bl|rbl|css|spam\\w*|black\\w*|block\\w*|deny\\w*|abuse\\w*|sorbs|barracuda|uceprotect)\\b',
  'ip reputation', '(?:poor|bad|low|sender|sending) reputation', 'rate limited due to',
  'has exceeded the rate limit', 'too many recipients this hour', 'receiving mail at a rate', 'sending rate',
  '(?:not|isn\'?t) allowed to post', '(?:do not|don\'?t) have permission to post', 'permission to post',
  'not authori[sz]ed to post', 'google groups', 'user complaints', 'unsolicited (?:mail|e-?mail|bulk)', 'tss0\\d',
  'sender address rejected', 'domain of sender address', 'sender (?:verify|verification) failed', 'mail from syntax error', 'syntax error in (?:the )?(?:mail from|sender)(?: address| parameters?)?',
  'sender domain (?:not found|does not exist|must exist)',
  '(?:unroutable|invalid|unverifiable|unknown|rejected) sender(?: address| domain)?', 'sender policy framework',
  'spf (?:check )?fail\\w*', 'dmarc', 'invalid ip for sending', 'host network not allowed', 'mismatches client ip',
  'messages from \\S{1,60} weren\'?t sent', 'sender (?:address )?(?:unknown|invalid|not found)',
  'dynamic (?:\\(residential\\) )?ips?', 'residential ips?',
  'bad (?:sender )?ip(?: address| profile)?', 'not (?:currently )?accepting (?:e-?)?mail from your ip', 'your ip (?:address )?is not allowed',
  'use the smtp server of your isp', 'open proxy', 'forbidden (?:by|for) your ip', 'listed as abusive',
  'not allowed to connect', 'is not allowed to send (?:e-?)?mail', 'ip(?: address)? (?:has been |is )?(?:temporarily )?rate limited',
  'sender (?:ip|domain|host)(?: address)? (?:is )?(?:blocked|rejected|banned|not allowed)', 'sender domain listed',
  'your (?:ip|server|host|domain)(?: address)? (?:is|has been) (?:blocked|listed|banned|rejected)',
  'unwanted messages', '(?:daily |hourly )?(?:relay|sending) (?:quota|limit)',
  // A sending service that refused to try (Amazon SES: "… because it is on the suppression list for your account").
  'on the (?:account-level |global )?suppression list',
  '(?:recipient\'?s?|person\'?s?) (?:e-?mail )?preferences',
  'not accepting (?:e-?)?mail from', 'sender (?:address|domain) has (?:a )?null mx',
  // A list manager refusing a post from outside the list.
  // Throttles and reputation checks on our sending IP or domain ("received too many messages from a new or untrusted IP").
  'receiving mail too (?:quickly|fast)', 'too many (?:messages|e-?mails) from (?:a |an |your |this )?(?:new |unknown )?(?:or )?(?:untrusted |unknown )?ip',
  'untrusted ip', 'unresolvable (?:rfc[. ]?5321 )?(?:from|sender|mail from|envelope) domain', 'unauthori[sz]ed sender',
  // A named policy of the receiving system refused the message: policy whatever code carries it (Zoho's 5.2.3).
  '(?:mail|message|content|spam) ?policy violation',
  'not (?:a )?member of (?:this|the) (?:mailing )?list', 'only (?:list |subscribed )?members (?:may|can|are allowed to) post',
  'posting (?:is )?restricted to (?:list |subscribed )?members', 'non-?members? (?:are not allowed to|may not|cannot|can\'?t) post',
  // A spam filter's score for our message ("550 This message scored 10.3 points") and a per-domain sending cap of the
  // sender's own host ("Domain x has exceeded the max emails per hour"). Greylisting stays soft: it asks to try again.
  '(?:message|mail) scored \\d{1,3}(?:\\.\\d{1,2})? points', 'spam score',
  'exceeded the max(?:imum)? (?:number of )?(?:e-?mails|messages) per (?:hour|day)',
]);

/** Not when the same answer goes on to say the lookup only failed for now ("…: Host not found, try again"). */
const NO_RETRY = '(?![^\\n]{0,160}not found,? try again)';

/** The address is gone: the mailbox, the account or the domain does not exist, or will not take mail. */
export const USER_UNKNOWN = phrases([
  'user unknown', 'unknown user', 'user not known', 'receiver not found', 'destination address(?:es)? (?:was|were) unknown',
  'no such (?:user|mailbox|recipient|person|address|domain|host|account)',
  'nonexistent (?:user|mailbox|account|address)', 'does not exist', 'doesn\'?t exist', 'not exist',
  'mailbox (?:name )?(?:is )?(?:unavailable|not found|not available|disabled)', 'recipient not found',
  'recipient ?not ?found', 'recip ?not ?found', 'address not found', 'address unknown',
  'invalid (?:recipient|mailbox|address|domain|(?:final delivery )?userid)',
  'account (?:has been |is )?(?:disabled|deactivated|suspended|closed|discontinued|blocked|locked|inactive|expired)',
  'disabled or discontinued', 'disabled recipient', 'user account disabled',
  'unknown (?:local part|recipient|address(?! error)|alias|mailbox)',
  'no (?:mailbox|account) (?:here )?by that name', 'no mailbox here',
  'not a valid (?:mailbox|recipient|address|user)', 'no valid recipients?',
  'recipient (?:name )?(?:is )?not recognized', 'address (?:couldn\'?t|could not) be found', 'unrouteable address',
  'unroutable address', 'couldn\'?t be found', 'user not found', 'doesn\'?t have an? [\\w.-]+ account',
  'host unknown', 'unknown host', 'host not found(?!,? try again)',
  'host [\\w.-]{1,100} not found(?!,? try again)', `domain not found${NO_RETRY}`, `domain name not found${NO_RETRY}`,
  `host or domain name not found${NO_RETRY}`, 'no mx records?(?: found)?', 'mx record (?:not found|lookup failed)',
  'mx or srv record indicated no smtp service', 'not accepting network messages', 'does not accept mail',
  'not listed in (?:the )?(?:domino directory|public name|name (?:&|and) address book)', 'addressee unknown',
  'bad destination mailbox', 'malformed (?:recipient )?address', 'badrcptto',
  '(?:address|account) (?:is )?(?:wrong or )?no longer (?:valid|active|in use)', 'no longer valid',
  '(?:does not have a|no) final (?:e-?mail )?delivery point', 'no matches to nameserver query',
  'please check (?:if|that|whether) (?:the )?(?:e-?mail )?address is correct',
  'recipient address rejected: access denied', 'mailbox name not allowed', '(?:unknown or )?illegal alias',
  '(?:recipient )?no longer (?:on|at) (?:this )?server', 'not (?:a )?known user', 'invalid user',
  'user (?:is )?invalid', 'mailbox (?:is )?inactive', 'inactive (?:user|account|mailbox)',
  'account (?:is )?unavailable', 'mail receiving disabled',
  '(?:mailbox|user|address|account) (?:has been )?(?:deactivated|disabled)', 'no such local user',
  'no mailbox (?:found|available)', 'no longer accepts (?:e-?)?mail', 'no longer receiv\\w* (?:e-?)?mail',
  '(?:address|account|mailbox) (?:is )?no longer in use', '(?:mailbox|recipient) unknown', 'bad recipient',
  'recipient (?:is )?not (?:found|valid|known)', 'address (?:is )?invalid', 'invalid e-?mail address',
  '(?:does not|doesn\'?t) have an? (?:[\\w.-]+ )?account', 'unknown domain', 'nxdomain',
  'domain (?:name )?(?:is )?(?:unknown|not registered)', 'domain could not be found',
  'couldn\'?t find any host (?:named|by that name)', 'host name lookup failure', 'name or service not known', 'usuario desconocido',
  'no existe', 'unbekannt', 'inconnu', 'n\'existe pas',
  // Exchange's reasons in its other languages: the address could not be found, does not exist, is unknown.
  'konnte nicht gefunden werden', 'existiert nicht', 'ung[üu]ltige (?:e-?mail-?)?adresse', 'introuvable', 'no se encontr',
  'n[ãa]o p[ôo]de ser encontrad[oa]', 'n[ãa]o existe', 'usu[áa]rio desconhecido', 'impossibile trovare', 'utente sconosciuto',
  'non esiste', 'indirizzo inesistente', 'niet gevonden', 'bestaat niet', '(?:die|dat) niet (?:meer )?(?:bestaat|bestaan)', 'kunde inte hittas', 'finns inte',
  'nie mo[żz]na odnale', 'nie istnieje', 'inesistente',
  '(?<!sender )(?:mail ?box|recipient|address|user|account|addressee)(?:\'s)? (?:was|could) not (?:be )?found',
  '(?:user|recipient|mailbox|address) has moved', 'has been replaced by', 'address has (?:been )?changed',
  '(?:mail ?box|account|user|address) (?:has |had |is )?(?:expired|been expired)',
  '(?:casilla|cuenta|buz[oó]n)(?: de correo)? (?:ha )?(?:expirad[oa]|inexistente|deshabilitad[oa]|desactivad[oa])',
  'expirad[oa] por falta de uso', 'unrout(?:e)?able (?:mail )?domain',
  'did not (?:exactly )?match (?:an?|any) [\\w -]{0,40}(?:e-?mail )?address',
  'unavailable or access denied', 'envelope recipient (?:has been |is )?denied', 'rejected (?:the )?recipients',
  'not (?:a )?local (?:address|recipient|user)', 'no one (?:here )?(?:at|by) (?:this|that) (?:address|name)',
  'no such person', 'not an active address',
], ['ディレクトリのリストにありません', '(?:адрес|пользовател[ья]|ящик)[^\\n]{0,40}не (?:существует|найден)']);

/** The mailbox is full. */
export const MAILBOX_FULL = phrases([
  'mail ?box (?:is |was |has )?(?:currently )?(?:full|over (?:the )?(?:allowed )?quota|at capacity|exceeded)',
  'inbox is full', 'over ?quota', 'quota (?:exceeded|violation)',
  '(?:would )?exceed (?:the |his |her |their )?(?:mailbox |disk )?(?:storage|quota)',
  'exceeded (?:the |his |her |their |its )?(?:storage|quota|mailbox|disk)', 'disk (?:space|quota)',
  'insufficient (?:system )?storage', 'mailbox size limit', 'out of storage', 'full mailbox',
  'mail ?folder is over', 'user is over (?:the |their )?quota',
  '(?:not|does not have) enough (?:storage |disk |mail ?box )?space',
  '(?:mail ?box|disk|storage) space not enough', 'buz[oó]n (?:est[aá] )?lleno', 'postfach (?:ist )?voll',
  'bo[iî]te (?:aux lettres |du destinataire )?pleine', 'mail ?folder is full', 'postfach des empf[äa]ngers ist voll',
  'casella (?:di posta )?(?:del destinatario )?(?:[èe] )?piena', '(?:mailbox|postvak) is vol', 'caixa (?:de correio )?(?:est[áa] )?(?:cheia|lotada)',
  '(?:brev|post)l[åa]dan [äa]r full',
  'over (?:the |their |his |her )?(?:allowed )?quota', 'exceeding (?:its |their |the |his |her )?(?:mailbox |disk |storage )?quota',
  'quota usage exceeded', '(?:user|domain)?disk ?(?:space )?quota', 'no space left on device', 'space has been used up',
  'exceeding (?:its |their )?receiving limits?',
]);

/** This message is too big for the mailbox or the server. */
export const MESSAGE_SIZE = phrases([
  'message (?:size |length )?(?:is )?too (?:big|large)', 'message (?:size|length) exceeds',
  'exceed(?:s|ed)? (?:the |fixed |maximum |administrative |incoming |inbound |message |size )*(?:limit|maximum|size)',
  'size (?:limit )?exceeded', 'max(?:imum)? (?:incoming |inbound )?message size', 'too (?:big|large) for',
  'line limit exceeded', 'size ?limit', 'message file too big', 'taille limite du message',
]);

/** Words that name a refusal of our mail for what it is or where it comes from. */
export const POLICY_REASON = phrases([
  'spam\\w*', 'junk', 'unsolicited', 'blocked', 'reputation', 'dkim', 'spf', 'authenticat\\w*',
  'not authori[sz]ed', 'unauthenticated', 'polic(?:y|ies)', 'content (?:rejected|filter\\w*|restrictions?)',
  'filtered', 'relay(?:ing)? (?:access )?(?:denied|not permitted|not allowed)', 'insecure mail relay',
  'unable to relay', 'we do not relay', 'access denied', 'banned', 'ptr record', 'reverse dns', 'rdns',
  'cannot find your hostname', 'client host rejected', 'refused to talk to me', 'service refused', 'open relay',
  'administrative prohibition', 'protocol violation', 'whitelist\\w*', 'virus', 'malware', 'phishing',
  'suspicious', 'message (?:content )?rejected', 'rejected due to', 'bulk mail', 'executable',
  'banned (?:file|attachment)', 'attachments? (?:type )?(?:not allowed|blocked|rejected)', 'without solving a captcha',
  'prohibited (?:subject(?: line)?|attachments?|files?(?: types?| names?)?|content|words?)',
  'not (?:permitted|allowed) to relay', '(?:helo|ehlo) (?:command )?rejected', '(?:invalid|bad) (?:helo|ehlo)',
  'not accepting (?:e-?)?mail with', 'auth(?:entication)? (?:capability|required|mechanism)',
  'restricted (?:sms |text )?(?:e-?mail|messages?|messaging)', 'rejected by (?:the )?(?:destination|recipient\'?s?) domain',
  // The message itself breaks the format rules (a header field missing or malformed): our mail, not the address.
  'no [\\w-]{1,30} (?:header|field) (?:given|found|present)', '(?:messages?|mail) without (?:a )?[\\w-]{1,30}:? (?:header|field)s?',
  'missing (?:required )?(?:[\\w-]{1,30} )?(?:header|field)s?', '(?:header|field)s? (?:is |are )?missing',
  'not (?:rfc ?(?:5322|2822|822)?[- ])?compliant', 'malformed (?:message )?headers?', 'non-?compliant',
  'duplicate (?:[\\w-]{1,30} )?headers?', 'improper use of 8-?bit', 'improperly[- ]formatted', 'invalid mime',
  'unnecessary base64', 'header error', 'headers? (?:is |are )?not accepted',
  // Relays and list or group rules that refuse our mail, and transport security our server did not offer.
  'no relaying', 'relaying mail to', 'not configured to relay', 'allowed rcpthosts?', 'closed mailing list',
  'not subscribed to this group', 'organi[sz]ational settings', 'mass mailer', '(?:images|illegal|other) attachments?',
  'anti-?spam', 'advertising', 'mail content', 'detected that this message', 'starttls (?:is )?required',
  'tls (?:is )?required', 'must issue a starttls', 'authentification', 'ptr (?:resource )?records?',
  'unverif(?:i|y)able (?:sending )?ips?', 'forward dns', 'unresolvable relay host',
  // Our own sending service refusing to send: an unverified sender address, a paused account.
  '(?:e-?mail )?address is not verified', 'sending (?:is )?paused',
], ['\\bdt:spm\\b', '_spam_']);

/** The failure is on the way, not the address: loops, oversized sessions, local errors, broken DNS answers, protocol errors. */
export const SOFT_REASON = phrases([
  '(?:mail |routing )?loop(?:s|ing)?(?: back| detected)?', 'too many (?:hops|recipients|connections)',
  'hop count exceeded', 'mailer error', '(?<!mail )system error', 'internal (?:system )?error', 'transaction failed',
  'lock failure', 'error while writing', 'malformed (?:or unexpected )?name server reply',
  'local error(?: in processing)?', 'resources? (?:temporarily )?unavailable',
  'command (?:parameter )?not implemented', 'improper sequence', 'bad sequence of commands',
  'command unrecognized', 'syntax error', 'unbalanced', 'permission denied',
  'command died with status', 'procmail', 'maildrop', 'mail system full', 'trop de connexions',
  '(?:local |server |mail system |system )?config(?:uration)? error', 'misconfigured', 'write error',
  'can\'?t create (?:user )?output file', 'interrupted system call', 'error while being processed',
  'mx (?:record )?points to (?:the )?local ?host', 'local delivery failed',
  'connection limit', 'too many (?:concurrent )?(?:smtp )?(?:connections|sessions)', 'too many errors',
  'max(?:imum)? (?:e-?mails|messages) per hour', 'numerous attempts',
], ['\\bpipe to \\|', '\\bx-unix;', '\\bcommand (?:failed|output):']);

/** Words of a temporary failure. */
export const TEMPORARY = phrases([
  'try (?:again )?later', 'temporar(?:il)?y', 'not found,? try again', 'gr[ae]ylist(?:ed|ing)?', 'deferred', 'timed? ?out',
  'connection (?:refused|timed out)', 'too many (?:connections|messages)', 'rate limit', 'delayed', 'will retry',
  'still trying', 'service (?:currently |temporarily )?(?:un|not )available', 'message expired', 'socket error',
  '(?:could not|unable to|did not accept our requests to) connect', 'no route to host',
  '(?:network|host) (?:is )?unreachable', '(?:lost|dropped) connection', 'connection (?:lost|reset|dropped)',
  // A message that waited in the queue until it expired: the trouble was on the way, for days, not the address.
  'delivery (?:time )?expired', '(?:in|on) the queue too long', 'after (?:multiple|several|repeated|many) (?:retries|attempts)',
  'failing for a long time', 'long failure period', 'allowed queue period', 'giving up on', 'did not respond',
  'could not be delivered for (?:more than )?\\d{1,3} (?:days?|hours?)', 'could not find a gateway', 'has not been collected',
]);
