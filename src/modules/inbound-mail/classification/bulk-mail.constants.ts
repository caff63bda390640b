/**
 * Wording and headers of bulk mail (newsletters, promotions, spam, transactional notices from services), one list per
 * kind of evidence. Each phrase is bounded (no open-ended repetition), so every pattern is a single linear scan.
 */
import { phrases } from './bounce-words.constants';

/**
 * The ways out bulk senders offer in their footers, in the languages of our contacts: opt-out links and removal
 * addresses, "you are receiving this because", "this e-mail was sent to <address>", subscription management.
 * A person asking us to stop writes a request ("please unsubscribe me"), never one of these offers.
 */
export const OPT_OUT_OFFER = phrases([
  '(?:opt[- ]?out|unsubscribe)(?: at any time)?,? (?:by )?(?:following|clicking|using|visiting) (?:this|the|our|here)',
  'click (?:here|below|this link|the link(?: below)?) to (?:unsubscribe|opt[- ]?out|be removed|stop receiving)',
  'to (?:unsubscribe|opt[- ]?out|be removed from (?:our|this|the) (?:mailing )?list)[^.\\n]{0,40}(?:click|visit|follow|go to)',
  'wish (?:no longer |not )?to (?:receive|get) (?:our|these|this|further|future|any more)[^.\\n]{0,60}(?:opt[- ]?out|unsubscribe|click|follow|remove)',
  'you are receiving this (?:e-?mail|message|newsletter|offer) because',
  // "If you wish to stop getting these, feel free to exit here": the reader is offered the way out, not asking for it.
  'if you (?:wish|want|would like|\'d like) to stop (?:getting|receiving) (?:these|our|this|future|such|any more)',
  'to stop receiving (?:these|our|future|such|this|any more) (?:e-?mails?|messages?|newsletters?|mailings?|offers?|updates?|notifications?|invitations?)',
  // Social networks' invitations: "Block all orkut users from sending you email", "stop members of X from inviting you".
  '(?:block|stop) (?:all )?(?:[\\w.!-]{1,30} )?(?:users|members) (?:of [\\w.!-]{1,30} )?from (?:sending you (?:e-?)?mail|(?:e-?mailing|inviting|contacting) you)',
  'you(?:\'re| are) subscribed (?:to (?:our|the|this) (?:newsletter|mailing list|list|updates)|as)', 'unsubscribe from this list',
  'update (?:your )?(?:e-?mail|subscription|mailing) preferences', 'update your preferences (?:or|and|to) unsubscribe', 'unsubscribe(?: here)?:?[ \\t]{0,3}<?https?://',
  // "To be removed send an e-mail to …", "To be removed from this list, use this link".
  'to be removed(?: from (?:our|this|the|all|future) (?:mailing |e-?mail )?(?:lists?|mailings?))?,? (?:send|reply|click|use|visit|go to|e-?mail|write)',
  // "If you no longer wish to hear about future offers", "if you do not wish to receive further mailings".
  'if you (?:(?:no longer|do not|don\'?t) (?:wish|want)(?: to)?|(?:would prefer|would rather|prefer) not(?: to)?) (?:receive|hear about|get) (?:any )?(?:further|future|our|these|this|any more|more|any) (?:e-?mails?|mail|mailings?|messages?|offers?|newsletters?|updates?|information|communications?|announcements?|notifications?)',
  'this (?:e-?mail|message|newsletter|mailing) (?:was|has been|is being) sent to:?\\s{0,4}<?[^\\s<>@]{1,64}@',
  'you (?:are receiving|received|have received|receive) this (?:e-?mail|message|newsletter|mailing|notification|offer)(?: because| as a| since| as you)',
  'submit your remove request',
  '(?:for|to make) (?:any )?subscription changes', 'to (?:change|update|manage) your (?:subscription|subscriber information|e-?mail preferences|mailing preferences)',
  'manage (?:your )?(?:e-?mail )?(?:subscriptions?|preferences) (?:here|at|online)',
  '(?:view|read) (?:(?:this |the )?(?:e-?mail|message|newsletter) )?(?:in|on) (?:(?:your|a|the) )?(?:web ?)?browser', 'having (?:trouble|problems) (?:viewing|reading) this (?:e-?mail|message)',
  // German, French, Spanish, Dutch, Italian and Portuguese newsletter footers.
  'sie erhalten diese (?:e-?mail|nachricht|newsletter|mitteilung)', '(?:newsletter|e-?mails?) (?:abbestellen|abmelden)', 'k(?:ö|oe|o)nnen sie sich (?:hier |jederzeit |auf [^.\\n]{0,40})?abmelden',
  'vous recevez ce (?:message|courriel|e-?mail)', 'pour (?:vous )?(?:d[ée]sinscrire|d[ée]sabonner)', 'se d[ée]sinscrire', 'se d[ée]sabonner',
  'usted (?:est[aá] )?recib(?:e|iendo) este (?:correo|mensaje)', 'si (?:ya )?no desea recibir (?:m[aá]s )?(?:correos|mensajes|informaci[oó]n|nuestros)', 'para darse de baja', 'para dejar de recibir',
  'u ontvangt deze (?:e-?mail|nieuwsbrief)', 'afmelden voor (?:deze|onze) nieuwsbrief', 'ricevi questa (?:e-?mail|newsletter)', 'per (?:annullare l\'iscrizione|cancellarti)',
  'voc[eê] (?:est[aá] )?recebe(?:ndo)? este (?:e-?mail|mensagem)', 'para (?:cancelar (?:a )?(?:sua )?inscri[cç][aã]o|descadastrar)',
], [
  // Russian footers: "Если вы не хотите больше получать от нас письма…", "отписаться от рассылки".
  '(?<![а-яё])если (?:вы|вам) (?:больше )?не (?:хотите|желаете)(?: больше)? получать',
  '(?<![а-яё])(?:отписаться|отказаться) от (?:рассылки|писем|получения)',
  // A link line of its own: "Unsubscribe:" over a URL, or "Remove your email" left from a link's text.
  '^[ \\t]*(?:unsubscribe|opt[- ]?out|remove me)[ \\t]*:?[ \\t]*\\n?[ \\t]*https?://',
  '^[ \\t]*(?:click here to )?remove your (?:e-?mail|address)(?: address)?[ \\t.!]*$',
  // The question a footer asks before its link: "Don't want these emails? Unsubscribe." (a person's request is no question).
  '\\b(?:don\'?t|do not|no longer) want (?:to receive )?(?:these|our|this|such) (?:e-?mails?|messages?|newsletters?|mailings?|updates?)\\?',
  // A footer's row of links: "Unsubscribe | Manage preferences | Privacy policy".
  '^[ \\t]*(?:unsubscribe|manage (?:your )?(?:preferences|subscriptions?)|e-?mail preferences|privacy (?:policy|notice)|view (?:it )?(?:online|in (?:your )?browser)|contact us|terms(?: of (?:use|service))?)[ \\t]*[|\u00b7\u2022][ \\t]*(?:[^\\n|]{0,40}[|\u00b7\u2022][ \\t]*)?(?:unsubscribe|manage (?:your )?(?:preferences|subscriptions?)|e-?mail preferences)',
  '^[ \\t]*(?:unsubscribe|manage (?:your )?(?:preferences|subscriptions?)|e-?mail preferences)[ \\t]*[|\u00b7\u2022]',
  // Japanese footers: "配信停止の方はこちらまで", "配信停止をご希望の方は", "今後のご案内が不要な方は" (no word boundaries in the script).
  '(?:配信|メール|メルマガ)(?:の)?(?:停止|解除|不要)(?:を|は)?(?:(?:ご)?希望(?:の|される)|の)(?:方|場合|お客様)は',
  '今後(?:の)?(?:配信|メール|ご案内)(?:が|を|は)?(?:ご)?不要(?:な|の)(?:方|場合|お客様)は',
  // "Send a message with STOP (REMOVE) in the subject".
  '\\b(?:with|put|type|write) (?:the word )?["\']?(?:stop|remove|unsubscribe)["\']? (?:in|as) the subject',
], 'im');

/**
 * Spam's claims of legality and of its removal service: only bulk senders argue they are not spam. They count even
 * under a borrowed "Fw:" subject with no forwarded block, where a colleague's pasted offer would not.
 */
export const SPAM_CLAIM = phrases([
  'this (?:is not|isn\'?t) (?:an? )?unsolicited', 'this (?:is not|isn\'?t) (?:an? )?(?:sales pitch|chain letter|pyramid scheme)', 'sent in compliance with', 'one[- ]time (?:e-?mail|mailing)', 's\\.? ?1618',
  'opt[- ]?out instructions', '(?:honou?r|process) (?:all )?remov(?:e|al) requests?', 'we are (?:strongly )?against (?:sending )?unsolicited',
]);

/** The English newsletter's question to readers whose program shows it badly ("Having trouble viewing this email?"). */
const TROUBLE_VIEWING = String.raw`(?:having (?:trouble|problems|difficulty) (?:viewing|reading|seeing)|(?:can't|cannot|unable to) (?:view|read|see)) this (?:e-?mail|message|newsletter)\?`;
/** Its offer of the web copy ("View this email in your browser", "Click here to read the newsletter online in a browser"). */
const VIEW_IN_BROWSER = String.raw`(?:click here to )?(?:view|read|see|open) (?:this |the )?(?:e-?mail|message|newsletter) (?:in|on|with) (?:(?:your|a|the) )?(?:web ?)?browser`;

/**
 * The line a newsletter opens with for readers whose program shows it badly, with its call to click ("Having trouble
 * viewing this email? Click here", "View this email in your browser" as a line of its own): read at the very top of the
 * text's first line, where a person's reply has their own words (a person who cannot read our mail asks, "…, can you resend it?").
 */
export const BROWSER_VIEW_HEAD = new RegExp(String.raw`^[ \t]{0,8}(?:${TROUBLE_VIEWING}[ \t]{0,4}(?:click|view|see|open|read|go)\b|${VIEW_IN_BROWSER}[ \t.!]{0,4}(?:\r?\n|$))`, 'i');
/** How much of the top is read for that line. */
export const MAX_BROWSER_VIEW_HEAD_CHARS = 200;
/** The same line in German, French, Spanish and Dutch ("Sollte diese E-Mail nicht korrekt dargestellt werden"). */
const BROWSER_VIEW_ABROAD = String.raw`sollten? (?:diese|die) (?:e-?mail|nachricht|newsletter) nicht (?:korrekt|richtig|einwandfrei|vollst(?:ä|ae)ndig) (?:dargestellt|angezeigt) werden|(?:wird|falls|wenn) (?:diese|die|ihnen diese) (?:e-?mail|nachricht|newsletter) nicht (?:korrekt|richtig|einwandfrei) (?:dargestellt|angezeigt)|si (?:ce|cet) (?:message|e-?mail|courriel|mail) ne s'affiche pas correctement|si no (?:puede|puedes) ver (?:correctamente )?(?:este|el) (?:correo|mensaje|e-?mail|bolet[ií]n)|(?:wordt|als) deze (?:e-?mail|nieuwsbrief|mail) niet (?:goed|correct) (?:wordt )?(?:weergegeven|getoond)`;
/**
 * A newsletter's "not displayed correctly? view it in your browser" line near its top, in the languages of the ESPs we
 * see ("Sollte diese E-Mail nicht korrekt dargestellt werden, klicken Sie bitte hier", "Si ce message ne s'affiche pas
 * correctement", "Wordt deze e-mail niet goed weergegeven?"), alone or behind a link row ("abmelden | Sollte …").
 * People never write it; a forward keeps it below the forwarded block's header, where this is not read.
 */
export const BROWSER_VIEW_LINE = new RegExp(
  String.raw`^[ \t]{0,8}(?:[^\n|]{0,40}\|[ \t]{0,4})?(?:${BROWSER_VIEW_ABROAD}|${TROUBLE_VIEWING}|${VIEW_IN_BROWSER}\b)`,
  'im',
);
/** How much of the top is read for the browser line. */
export const MAX_BROWSER_VIEW_LINE_CHARS = 1000;

/** A person asking to be let go, in the first person: their own request, which no bulk footer words. */
export const PERSONAL_REQUEST =
  /\b(?:unsubscribe me|remove me|take me off|stop (?:e-?mailing|sending|contacting|writing to) me|(?:i|we) (?:would like|want|wish|need) to (?:unsubscribe|be removed|opt out))\b/i;

/**
 * A vendor offering its own wares to a stranger ("We would like to offer you our articles", "offer you the benefits of
 * our reseller program"): the seller's words about "our" products, never a lead's, who asks for a service.
 */
export const VENDOR_PITCH =
  /\b(?:(?:we|i) would (?:like|love) to (?:offer|present|introduce) (?:to )?you our (?:products?|articles|goods|services|company|catalog(?:ue)?|range|solutions?)|offer you (?:the benefits of )?our (?:reseller|partner|affiliate|referral) program(?:me)?)\b/i;

/** Message ids spam programs make: a run of random capital letters ("<QLHMAUTBMRLPSUHSWPVQEL@post.sk>"); no mail client writes one. */
export const RATWARE_MESSAGE_ID = /^\s{0,4}<[A-Z]{14,40}@/;

/** Sales wording of promotions and spam; a person may use one, a promotion piles them up. */
export const MARKETING_CUE = new RegExp(
  `\\b(?:${[
    'special offer', 'limited[- ]time offer', '100% (?:free|guaranteed?|natural|satisfaction)', 'money[- ]back guarant[a-z]{0,3}', 'act now', 'order (?:now|today)',
    'free of charge', 'click here', 'risk[- ]free', 'lowest prices? (?:guaranteed|ever|online)', 'save up to \\d{1,2}%', '(?:make|earn) (?:\\$\\d|money|a fortune|extra income)', 'no (?:prescription|dr-?script)',
    'without (?:a )?prescription', 'free shipping', 'huge (?:savings|discount|compensation)', 'don\'?t miss (?:out|this)', 'while supplies last', 'buy now',
    'advertising sponsor',
    // Where a spammer says it found the address it writes to ("I noticed your email address on a list serve").
    '(?:noticed|found|saw|came across|got|obtained) your e-?mail address (?:on|from|in|through|via|at)',
  ].join('|')})\\b`,
  'gi',
);
/** This many distinct sales cues in a message that answers nothing of ours make it a promotion. */
export const MIN_MARKETING_CUES = 3;

/** Headers only bulk and transactional mailers (ESPs, campaign tools) set. */
export const BULK_MAILER_HEADERS = [
  'x-campaign', 'x-campaign-id', 'x-campaignid', 'x-mailchimp-campaign', 'x-mc-user', 'x-mandrill-user', 'x-sg-eid', 'x-sg-id', 'x-sendgrid-eid',
  'feedback-id', 'x-feedback-id', 'x-sfmc-stack', 'x-mailjet-campaign', 'x-mj-mid', 'x-csa-complaints', 'x-jobid', 'x-msys-api', 'x-rpcampaign', 'x-listmember',
  'x-mailer-recptid', 'x-emarsys-identify', 'x-marketo-id', 'x-mkto-id', 'x-hs-cid', 'x-newsletter', 'x-mailing-id', 'x-imn', 'x-indiv', 'x-ems-stamp',
];

/** Mailer programs that send to lists of addresses (X-Mailer / User-Agent values). */
export const BULK_MAILER_PROGRAM =
  /\b(?:mass ?mail(?:er)?|bulk ?mail(?:er)?|group ?mail|send ?blaster|sendblaster|mailchimp|phplist|php ?list|listmanager|list ?manager|mail ?king|campaign ?monitor|constant ?contact|aweber|getresponse|sendinblue|mailerlite|acymailing|interspire|oempro|mailwizz|newsletter|atomic ?mail sender|advanced mass sender|dbmail ?pro|massmailer|maxmailer|inxmail)\b/i;

/**
 * A spam filter's own verdict on the way in, by header: SpamAssassin's X-Spam-Flag ("YES") and X-Spam-Status ("Yes,
 * score=6.0 required=5.0 …"), rspamd's and others' X-Spam ("Yes"), and filters that name a type ("X-Spam-Type: SPAM").
 * A "No" (or a score alone) is no verdict.
 */
export const SPAM_VERDICT_HEADERS = ['x-spam-flag', 'x-spam-status', 'x-spam', 'x-spam-type', 'x-spam-verdict'] as const;
export const SPAM_VERDICT = /^\s*(?:yes|spam|true)\b/i;
/**
 * Microsoft's spam confidence level as Exchange Online stamps it (X-MS-Exchange-Organization-SCL: 5, or "SCL:5;" in
 * X-Forefront-Antispam-Report): 5 and 6 are spam, 9 high-confidence spam; -1 (bypassed) to 4 are not.
 */
export const EXCHANGE_SPAM_LEVEL = /(?:^|;)\s*SCL:\s*([5-9])\s*(?:;|$)/i;

/**
 * Message ids an application server (not a mail client) generates: a web shop's Java mailer running as a service, or a
 * billing or notification system that names its mail automatic and numbers it ("<auto-000009604553@…>").
 */
export const APPLICATION_MESSAGE_ID =
  /\.JavaMail\.(?:weblogic|websphere|jboss|tomcat|wls|oracle|www|nobody|apache|root)@|^\s{0,4}<?(?:auto(?:mat(?:ed|ic))?|autogen(?:erated)?|no-?reply|notifications?)[-_.]\d{6,30}@/i;

/** "nobody set sender to … using -f": a web script (not a person's account) handed the message to sendmail. */
export const SCRIPT_SENDER_WARNING = /:\s*(?:nobody|apache|httpd|www|www-data|wwwrun|nginx|daemon|web|webmaster)\s+set sender to\b/i;
/** A web server's own account as the envelope sender (Return-Path): a script on the server sent the message. */
export const WEB_SERVER_ENVELOPE = /^\s*<?(?:nobody|apache2?|httpd|www|www-data|wwwrun|nginx|daemon)@/i;
/**
 * A VERP envelope sender ("bounces-main+ann=example.org@…"): the mailer encodes each recipient's address into its
 * bounce address, as mass mailings do. Read against the recipients (the encoded address must be one of them).
 */
export const VERP_ENVELOPE = /\+([^\s<>@+=]{1,64})=([a-z0-9][a-z0-9.-]{0,252})@/i;

/** Mailer libraries that applications and scripts send with (Windows' CDO, PHP's mailers, Perl's MIME::Lite): no person's mail client. */
export const APPLICATION_MAILER = /\b(?:microsoft cdo for windows|cdo for exchange|phpmailer|swift ?mailer|zend_mail|php\/\d|mime::lite|aspnetemail|wpmailsmtp|wp mail smtp)\b/i;

/** Bounce and reply addresses that discard what comes back. */
export const DISCARDING_ADDRESS = /(?:^|[<\s"])(?:[^\s<>@"]*[-_.])?(?:dev-?null|devnull|blackhole|bit-?bucket|null)(?:[-_.][^\s<>@"]*)?@/i;

/** Transactional subjects: account verification, password resets, shipping notices of an order, a carrier's "track your package", a sign-up's "Welcome to …". */
export const TRANSACTIONAL_SUBJECT =
  /\b(?:e-?mail (?:address )?verification|verify your (?:e-?mail|account)|reset your password|your (?:[\w.!-]{1,30} ){0,4}(?:order|shipment|package|parcel) (?:has been|was|is) (?:dispatched|shipped|sent|delivered|confirmed)|(?:track|follow) your (?:delivery|package|parcel|shipment|order)|^\s*welcome (?:to|aboard)\b|\b(?:date due|due date|overdue|renewal|expir(?:y|ation)|payment due|past due|courtesy) notice\s*$)/i;

/**
 * A service's notice by its own lines: signed by a team after a closing ("Sincerely,\n\nThe EarthLink Sales Team"), or
 * telling the reader that nothing is asked of them ("No action is required on your part"). A person signs with a name,
 * and one writing to a company asks for something.
 */
export const SERVICE_NOTICE_LINE =
  /^[ \t]{0,8}(?:sincerely|regards|best regards|kind regards|warm regards|thanks|thank you|best wishes|cheers|yours truly)[ \t]{0,4}[,.!]?[ \t]*\n(?:[ \t]*\n){0,2}[ \t]{0,8}the [^\n]{1,60}? (?:team|staff)[ \t]{0,4}[.!]?[ \t]*$|\bno (?:further )?action is (?:required|needed) (?:on your part|from you|by you)\b/im;

/**
 * Subjects an advertiser must tag: "ADV:" (US states), Japan's "未承諾広告※" ("unsolicited advertisement") and Korea's
 * "(광고)" ("advertisement"), which their anti-spam laws put first in the subject; and the tag a spam filter writes there.
 */
export const ADVERTISEMENT_SUBJECT = /^\s*(?:adv\s*:|未承諾広告|[([（【]광고[)\]）】]|\*{3,}\s*spam\s*\*{3,}|\[spam\])/i;
/** The same legal tags opening the text, where senders also put them; no person labels their own mail an advertisement. */
export const ADVERTISEMENT_TAG = /^[ \t\u3000]{0,8}(?:未承諾広告|[([（【]광고[)\]）】])/m;
/** How much of the top of the text is read for the tag. */
export const MAX_ADVERTISEMENT_TAG_CHARS = 300;
/** A newsletter names itself in its subject ("NIEUWSBRIEF ART OLIVE | juni", "Our March newsletter"). */
export const NEWSLETTER_SUBJECT = /\b(?:e-?newsletter|newsletter|nieuwsbrief|infolettre|bolet[ií]n informativo|rundbrief)\b/i;

/**
 * A commercial sender's closing lines, as US law (CAN-SPAM) asks of them: a postal address and a way out. The opt-out
 * is a link's text alone on its line ("Unsubscribe", "Unsubscribe Here.") or the sentence offering it ("If you'd prefer
 * not to receive future messages, Unsubscribe Here."); the address is a street number and name ending in a state and
 * ZIP code ("975 Summit Park Avenue Southfield, MI 48075", "115 E 23rd St, New York, NY 10010, US"). A person may sign
 * with their address, and one asking to be let go writes a request, but neither ends on both.
 */
export const OPT_OUT_LINK_LINE =
  /^[ \t]{0,8}(?:(?:click here to )?(?:unsubscribe|opt[- ]?out)(?: here| now| from (?:this|these|our) (?:list|e-?mails?))?[ \t]{0,2}[.!]?|if you(?:'d| would)? (?:prefer|wish|want|like|rather)[^\n]{0,60}(?:unsubscribe|opt[- ]?out|stop (?:getting|receiving))[^\n]{0,40})[ \t]*$/i;
export const POSTAL_ADDRESS_LINE = /(?:^|[\s,])\d{1,6}[ \t]+[\p{L}\d][\p{L}\d .,'#-]{1,80}?,?[ \t]+[A-Z]{2},?[ \t]+\d{5}(?:-\d{4})?(?:,?[ \t]+(?:US|USA|United States))?[ \t.]*$/u;
/** How many closing lines (not counting bare links) are read for the two. */
export const MAX_COMMERCIAL_FOOTER_LINES = 8;
