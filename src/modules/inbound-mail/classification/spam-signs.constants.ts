/**
 * Signs of spam, malware and scam mail that carries no opt-out and no bulk mailer's headers: attachments that run
 * code or hide their type, a security gateway's note that it removed such a file, a greeting to a crowd of customers
 * or partners, a romance scam's wording. Each pattern is bounded (no open-ended repetition) and line-anchored where
 * it reads lines, so every one is a single linear scan.
 */
import { phrases } from './bounce-words.constants';

/** Extensions of files that run code when opened (Windows executables, scripts, shortcuts). */
const EXECUTABLE = '(?:exe|scr|pif|bat|cmd|vbs|vbe|js|jse|wsf|wsh|hta|lnk|cpl)';
/** Extensions of documents and pictures a disguised attachment pretends to be. */
const DOCUMENT = '(?:pdf|docx?|xlsx?|pptx?|rtf|txt|jpe?g|png|gif|bmp|tiff?)';

/**
 * An attachment that runs code ("invoice.js", "scan.pdf.exe") or hides an archive behind a document's name with a
 * separator no archiver writes ("photo.jpg_.zip"; a Mac's "report.pdf.zip" is not read so).
 */
export const DANGEROUS_ATTACHMENT = new RegExp(`(?:\\.${EXECUTABLE}|\\.${DOCUMENT}[ _-]{1,3}\\.?(?:zip|rar|7z|gz|ace|arj|iso|img))$`, 'i');

/** A security gateway's note naming the file it took out: "File name : export_pdf_ 65ac~.js". */
export const GATEWAY_FILE_LINE = new RegExp(`^[ \\t]{0,8}(?:file ?name|attachment(?: name)?)[ \\t]{0,8}:[ \\t]{0,8}[^\\n]{0,150}\\.${EXECUTABLE}[ \\t]*$`, 'im');
/** …and what it did with it. */
export const GATEWAY_ACTION = /\b(?:deleted|removed|stripped|quarantined|blocked|dropped)\b/i;

/**
 * A greeting to a crowd, not to a person: "Dear valued customer", "Dear potential partner", "Dear Colleague",
 * "Gentili Business Partner", "Estimado cliente", "Liebe Kunden". A person writing to a company's service desk
 * ("Dear Customer Service") is not one. "Dear Friend" ("Estimado amigo", "Cher ami") is the stranger's greeting of
 * spam and scams (SpamAssassin's DEAR_FRIEND): someone who knows us uses a name, a stranger with a question our desk's.
 */
export const CROWD_SALUTATION = new RegExp(
  // Spanish opens with "¡" ("¡Estimado amigo!"), which undeclared Latin-1 turns into U+FFFD.
  `^[ \\t]{0,8}[¡\uFFFD]?(?:dear|hello|greetings|attention|gentil[ei]|egregi[oe]|estimad[oa]s?|querid[oa]s?|cher|ch[eè]re|chers|liebe[rn]?|sehr geehrte[rn]?|car[oi])[ \\t]{1,4}` +
    `(?:(?:valued|valuable|potential|potencial|prospective|intending|new|existing|all|our|esteemed|loyal|business|dear|gentile|gentili|nostri|stimat[oi]|distinguished)[ \\t]{1,4}){0,2}` +
    '(?:customers?|clients?|partners?|members?|subscribers?|users?|colleagues?|account ?holders?|readers?|shoppers?|clienti|utenti|soci|clientes?|usuarios?|socios?|kunden?|kundinnen|mitglieder|nutzer|abonnenten|abonn[ée]s?|membres?|friends?|amig[oa]s?|amic[oi]|ami(?:e|s|es)?|freunde?|freundin(?:nen)?)' +
    '\\b(?![ \\t]{0,3}(?:service|support|care|relations?|team|department|desk|success|experience|portal|centre|center))',
  'im',
);
/** Only the top of the message's own text is read for a greeting. */
export const MAX_SALUTATION_CHARS = 400;

/** A romance scam's wording: the search for a partner, the offer of pictures, an address "found" online. */
export const ROMANCE_CUE = phrases([
  '(?:seeking|looking)(?: for)? (?:a |an )?(?:serious|long[- ]term|real) relationship',
  '(?:look(?:ing)? (?:up|for)|seek(?:ing)?(?: for)?|search(?:ing)? for) (?:a |an |my )?(?:good(?:ly)?|real|serious|kind|nice|honest|decent|caring|reliable|lovely) (?:man|men|gentleman|husband|soul ?mate)',
  'send you (?:my |some )?(?:pictures?|photos?|pics?) of (?:me|myself)', 'send you my (?:pictures?|photos?|pics?)',
  '(?:got|found|have|had|happen(?:ed)? to have|saw) your (?:e-?mail|address|contacts?|profile)(?: address)? (?:from|on|through|via|in) (?:a |the )?(?:google|internet|search|dating|social|web)',
  '(?:i am|i\'m) (?:a )?(?:lonely|single) (?:woman|girl|lady)', '(?:i am|i\'m) (?:a )?(?:woman|girl|lady) (?:seeking|looking)',
  // A stranger "answering" an ad the reader never placed, who keeps a profile on a dating site.
  'you (?:answered|replied to|responded to) my (?:personal )?(?:ad|advert|profile)', 'i (?:have|keep|put up) (?:a|my) (?:profile|pictures?|photos?) (?:at|on)',
], [], 'gi');
/** This many distinct romance cues make a scam; one alone may be a person's turn of phrase. */
export const MIN_ROMANCE_CUES = 2;

/**
 * An advance-fee fraud's wording (a lottery "won", a prize to claim through an agent, funds to release): spam borrows a
 * reply's "RE:" for it, so it is read even under a reply subject when no header threads the message.
 */
export const ADVANCE_FEE_CUE = phrases([
  '(?:sweepstakes?|lottery|lotto) (?:award|winner|program(?:me)?|promotion|draw|board|international)', 'international (?:lottery|sweepstakes?)',
  '(?:award|prize) notification', 'prize award', 'winning (?:numbers?|tickets?|notification|funds|information)', '(?:lottery|lotto) coordinator', 'winners? international', 'unclaimed (?:cash )?prizes?', 'amount won', 'pay-?(?:ing|point) bank', 'remitted to you', 'lucky (?:numbers?|winners?)', 'claim(?:s)? (?:agent|officer|department)',
  '(?:lump sum|cash prize|prize money|winning sum)', 'won the (?:lottery|sweepstakes?|jackpot)', 'to begin your claim', '(?:claim|batch|ticket|reference|ref) (?:number|no\\.?): ?[a-z]{0,6}[/-]?\\d{4,}',
  'next of kin', 'beneficiary of (?:the )?(?:funds?|sum)', 'release of (?:the |your )?funds?',
  // Payment and compensation scams: "UNITED NATIONS PAYMENT NOTIFICATION … remit to you … begin the claim process".
  '(?:payment|compensation|fund) notification', 'remit(?:tance of)? (?:to you|your (?:funds?|payment))', 'claim process', '(?:western union|moneygram) (?:beneficiary|transfer policy|outlets?)',
  // Loan offers to strangers: "We offer loans to private individuals … at 2% interest rate … Loan Team".
  '(?:we|i) (?:offer|give out|grant) (?:\\w{1,15} )?loans?', 'loans? (?:to|for) (?:private )?individuals', 'at (?:an? )?(?:low )?(?:interest )?rate of \\d{1,2}(?:\\.\\d{1,2})? ?%', 'at \\d{1,2}(?:\\.\\d{1,2})? ?% (?:interest|per annum|annual)', 'loan (?:team|department|officer|lender)', 'interested (?:and )?(?:serious )?applicants',
  // The widow's or minister's letter: "STRICTLY CONFIDENTIAL … the late President … US$22,000,000.00 … 25% of the total sum".
  'strictly confidential', 'late (?:president|head of state|general|minister|dictator)', '\\d{1,2} ?% of the (?:total )?(?:sum|funds?|money)',
  '(?:us ?\\$|usd ?)\\d{1,3}(?:[,.]\\d{3}){2,}', '(?:million|billion) (?:united states|us|u\\.s\\.) dollars', 'sealed (?:baggages?|box(?:es)?|trunks?|consignment)',
  'safe ?keeping of (?:the )?(?:money|funds?|consignment)', 'reliable and trustworthy (?:person|partner|individual|foreigner)',
  // The 419 letter's deal: an over-invoiced contract, a sum to receive into the reader's account, a share of it.
  'over[- ]invoiced', 'contract award committee', '(?:nominated|foreign) (?:bank )?accounts?', 'receive (?:the|this) (?:sum|funds?|money)', '(?:million|billion) dollars',
  'percentage share', 'golden opportunity', 'free from (?:all )?(?:sorts of )?risks?',
  'money transfer control number', 'mtcn', 'kindly furnish us', '(?:compensation|palliative) (?:fund|payment|sum)', '(?:atm|visa) (?:master )?card (?:payment|worth|containing|valued)',
], [], 'gi');
/** This many distinct cues make the fraud. */
export const MIN_ADVANCE_FEE_CUES = 3;

/**
 * Chinese bulk-mail genres: invoices issued for a fee (代开发票, 增值税), foreign-trade lead lists and mass sending
 * (外贸, 客户开发, 群发, 批量), WeChat and traffic selling (加微信, 引流, 获客). No word boundaries in Chinese: the cues are
 * distinct terms, and several must meet.
 */
export const CHINESE_SPAM_CUE = /代开|发票|增值税|外贸|客户开发|开发客户|群发|批量|加微信|微信同号|引流|获客/g;
export const MIN_CHINESE_SPAM_CUES = 3;

/**
 * A Japanese dating-site lure's wording: a stranger who "read your post on the board", "let's meet", a profile with
 * photos "on this site", everything free, a secret to share. Two of them make the lure; one may be a person's phrase.
 */
export const JAPANESE_DATING_CUE = /会ってみませんか|会いませんか|出会い|掲示板(?:を)?(?:見|読)|サイトに(?:載|の)って|サイト(?:で|から)[^\n]{0,12}探|(?:全部|完全|全て)無料|写真付|プロフィール|秘密を共有/g;
export const MIN_JAPANESE_DATING_CUES = 2;

/**
 * A Japanese phishing lure's threats (the most phished country's commonest lures: a tax office or card company
 * chasing an unpaid sum, an account to be stopped): "unpaid", "arrears", "seizure", "demand for payment", "payment
 * deadline passed", "account suspended", "identity check". Two make the lure; a customer asking about our invoice
 * uses one at most.
 */
export const JAPANESE_PHISHING_CUE =
  /未納|滞納|延滞金|差し?押さ?え|督促|催促|納付期限|(?:支払|支払い|お支払い)期限(?:を|が)?(?:過ぎ|経過)|アカウント(?:が|を|の)?(?:一時)?(?:停止|凍結|ロック|利用制限)|ご?本人(?:様)?確認(?:が|を)?(?:必要|お願い)/g;
export const MIN_JAPANESE_PHISHING_CUES = 2;

/**
 * A link whose words are a web address on one site while it leads to another (`<a href="http://a.example.ru/">
 * http://www.shop.example</a>`): a mail program links what a person typed to that same address, so only spam and
 * phishing show one site and send to another. Group 1 is the link's host, group 2 the shown one.
 */
export const SHOWN_ADDRESS_LINK = /<a\b[^>]{0,300}?\bhref[ \t]{0,4}=[ \t]{0,4}["']?https?:\/\/([^/"'\s>:?#]{1,253})[^>]{0,500}>[ \t\r\n]{0,20}(?:https?:\/\/|www\.)([^/<\s"'?#:]{1,253})/gi;
/** How much of an HTML part is searched for such links. */
export const MAX_LINK_SCAN = 50_000;

/**
 * A link to a host written as one number ("http://1071396130/index2.htm", an IP address in decimal): a trick to hide
 * the address from filters and readers. No mail program or person writes a link so.
 */
export const NUMERIC_HOST_LINK = /\bhttps?:\/\/(?:[^\s/@]{1,64}@)?\d{8,10}(?=[/:?#\s]|$)/i;

/**
 * A link whose host is written in %-escapes ("http://%77%77w.p%61ss4free.net/"): browsers decode it, filters and readers
 * do not. A mail program writes a host as it is, and people type it so.
 */
export const ESCAPED_HOST_LINK = /\bhttps?:\/\/[^\s/?#"'<>@%]{0,80}%[0-9a-f]{2}[^\s/?#"'<>@]{0,120}(?=[/?#"'<>\s]|$)/i;

/**
 * A plain letter or digit written as a numeric character reference ("&#87;&#97;" for "Wa", "&#x61;"): spam spells its
 * words so to slip past filters. Mail programs write letters as themselves; only accents and symbols get references.
 */
export const LETTER_REFERENCE = /&#(?:0{0,3}(?:4[89]|5[0-7]|6[5-9]|[78]\d|90|9[7-9]|1[01]\d|12[0-2])|x0{0,3}(?:3\d|[46][1-9a-f]|[57][\da]));/gi;
/** This many letters so written make it spam: a stray "&#65;" from a template is not. */
export const MIN_LETTER_REFERENCES = 20;

/**
 * A sender's display name that spells a Latin word with a digit for a letter ("C0ngratuLations", "V1agra"): spam's way
 * past filters. People's names hold no digits inside their words; Latin letters only, since a Japanese or Chinese
 * company name may hold an address's number between its characters ("丸の内1丁目オフィス").
 */
export const DISGUISED_NAME_WORD = /(?<![\p{L}\d])[a-z]{1,12}[013][a-z]{3,20}(?![\p{L}\d])/iu;

/** An inline picture (`<img src="cid:…">`). */
export const INLINE_IMAGE = /<img\b[^>]{0,300}?\bsrc[ \t]{0,4}=[ \t]{0,4}["']?cid:/gi;
/**
 * A picture cut into this many pieces laid out in a table, with no words of its own: image spam slices its text into
 * pictures that no filter reads. A person's photos come one after the other, not as cells of a table.
 */
export const MIN_IMAGE_SLICES = 4;
/** Fewer letters than this in the message's own text is "no words". */
export const MAX_IMAGE_ONLY_LETTERS = 10;

/**
 * Recipients harvested by guessing: the same mailbox name at this many different domains in To and Cc ("mstone@" at a
 * school, a consultancy and a YMCA). A person writes to people, each at their own address, never to one name at every
 * domain a list holds.
 */
export const MIN_HARVESTED_DOMAINS = 3;
/**
 * Mailbox names every business has (info@, sales@, quotes@…): a customer asking three movers for a quote may write to
 * info@ at each of them, so these never count as one name guessed at many domains.
 */
export const ROLE_MAILBOX_NAME =
  /^(?:info|sales|contact|contacts|office|hello|hi|support|admin|quotes?|estimates?|bookings?|service|services|team|mail|e-?mail|enquir(?:y|ies)|inquir(?:y|ies)|help|helpdesk|reservations?|jobs|careers|hr|billing|accounts?|orders?|moving|movers|dispatch|operations|customer[-_.]?service|customer[-_.]?care|cs|webmaster|marketing|press|media|general|reception|frontdesk|hola|kontakt|contacto)$/i;

/**
 * A link whose scheme mixes capitals ("HTtps://", "hTTPs://"): written so to slip past filters that look for "https://".
 * Mail programs write it in lower case, some old ones in capitals, and people type or paste it whole.
 */
export const MIXED_CASE_SCHEME_LINK = /(?<![\w.])(?!https?:\/\/|HTTPS?:\/\/|Https?:\/\/)[hH][tT]{2}[pP][sS]?:\/\/[^\s"'<>]{1,80}/;
/** A text part that only says its HTML must be seen: spam kits write it; mail programs write the text itself. */
export const HTML_VIEWER_PLACEHOLDER = /^[ \t]*an html viewer is required to (?:see|view|read) this (?:message|e-?mail)[ \t.]*$/im;

/**
 * A greeting to the recipient's mail address ("Hey, jane@example.com"): a mass mailer filling in the only thing it knows
 * of its target. People greet a person by name; a lead with no name for our desk may greet its address ("Hi quotes@…"),
 * so the policy lets role mailboxes (ROLE_MAILBOX_NAME) pass. Only the message's own first lines count (a quoted
 * notification may greet so). Group 1: the greeted mailbox name.
 */
export const ADDRESS_SALUTATION =
  /^[ \t]{0,8}(?:hi|hey|hello|dear|greetings|good (?:morning|afternoon|evening|day))[ \t,:]{1,4}([^\s@<>(),;:]{1,64})@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6}\b/im;

/**
 * A block of an HTML part styled so that no reader sees it (display:none, visibility:hidden, zero opacity, zero
 * font size or height) that holds words: a marketing mail's preheader, or the filler spam hides from readers and shows
 * to filters. Mail programs never hide what a person wrote.
 */
export const HIDDEN_TEXT_BLOCK =
  /<(?:div|span|p|td|font)\b[^>]{0,200}?\bstyle[ \t]{0,4}=[ \t]{0,4}["'][^"'>]{0,300}?(?:display[ \t]{0,4}:[ \t]{0,4}none|visibility[ \t]{0,4}:[ \t]{0,4}hidden|opacity[ \t]{0,4}:[ \t]{0,4}0(?:\.0{1,4})?(?![.\d])|(?:font-size|max-height|height)[ \t]{0,4}:[ \t]{0,4}0(?:px|pt|em)?[ \t]{0,4}(?:[;"']|!important))[^"'>]{0,300}["'][^>]{0,200}>([^<]{1,2000})/gi;
/**
 * A mail program's line above a forwarded message (Gmail's, Apple Mail's, Outlook's and their translations): a person
 * forwarding a newsletter under a subject of their own passes its hidden preheader on.
 */
export const FORWARD_SEPARATOR =
  /^[ \t]{0,8}(?:-{2,}[ \t]{0,4}(?:forwarded message|original message|mensaje reenviado|mensaje original|weitergeleitete nachricht|urspr[üu]ngliche nachricht|message transf[ée]r[ée]|message d'origine)[ \t]{0,4}-{2,}|begin forwarded message:)/im;
/** Hidden words to count as hidden text: a stray hidden space or tracking character is not. */
export const MIN_HIDDEN_WORDS = 8;

/**
 * A stranger's cold pitch for services (web design, search rankings, "business opportunities"): the seller's words
 * about itself and about our site, which a lead asking a mover for a quote does not use. Several must meet.
 */
export const COLD_PITCH_CUE = phrases([
  'i represent (?:a|an|the) [\\w -]{0,40}?(?:company|agency|firm|provider|team|business)', 'we speciali[sz]e in', '(?:helped|helping) (?:\\w+ )?(?:clients|businesses|companies|brands)',
  '(?:open to|available for|schedule|hop on|jump on|set up) a (?:brief|quick|short) (?:call|chat|meeting)',
  'explore (?:a |any )?(?:possible |potential )?(?:collaboration|partnership|business|synerg(?:y|ies))', 'business opportunit(?:y|ies)', 'mutually beneficial', 'lucrative',
  '(?:first|1st|top) page (?:of|on) google', "google'?s (?:first|1st|top) page", "(?:not|isn'?t|aren'?t) ranking", 'organic (?:traffic|visibility|rankings?|reach|search)',
  'search engine (?:optimi[sz]ation|rankings?|results)', 'bounce rate', 'online presence',
  '(?:web|website|app|software|mobile app) (?:design (?:and|&) )?development (?:company|agency|firm|services?|service provider|solutions)',
  'digital marketing (?:agency|services?|company)', 'lead generation', '(?:seo|smm|ppc) (?:services?|agency|expert|campaign|packages?)', '(?:profit|income|revenue) of \\$', 'raw materials?',
], [], 'gi');
/** This many distinct pitch cues make a cold pitch; a business customer may use one or two. */
export const MIN_COLD_PITCH_CUES = 3;

/**
 * The same line of words written three times running at the top ("Fw: Protected session marker … notice" thrice):
 * a lure's way of filling its text part. A person does not type one sentence three times; lines this short or
 * without words (rules, dashes, "> >") do not count. Lines read at the top: MAX_REPEATED_LINE_SCAN.
 */
export const MIN_REPEATED_LINE_CHARS = 20;
export const MIN_LINE_REPEATS = 3;
export const MAX_REPEATED_LINE_SCAN = 10;

/**
 * A directory's notice about the reader's entry (listing sites, and the "yellow pages" scams that bill small businesses
 * for an entry they never ordered): the reader's entry or listing named, with what was done to it ("your entry has been
 * approved", "one of our visitors submitted") or the German statutory notice of stored data (§ 33 BDSG). A lead who
 * "saw your listing on Yelp" names the listing but nothing done to it.
 */
export const DIRECTORY_ENTRY = /\b(?:your (?:entry|listing|business listing)|ihre?n? (?:eintrag|firmeneintrag)|votre (?:inscription|fiche))\b/iu;
export const DIRECTORY_NOTICE =
  /\b(?:(?:entry|listing|eintrag|submission) (?:has been|was|is now|wurde) (?:approved|submitted|published|activated|freigeschaltet|ver[öo]ffentlicht|aktualisiert)|one of our (?:visitors|users|members) (?:has )?submitted|gem[äa](?:ß|ss) § ?33 (?:des )?(?:deutschen )?(?:bundesdatenschutzgesetz(?:es)?|bdsg))/iu;

/**
 * A sender's name that is a service's team ("KEY Support Team", "Microsoft account team"): phishing signs so in mail
 * that answers nothing of ours. People sign with their own name; read only in unthreaded mail, since a business
 * customer's support desk may answer our mail under such a name.
 */
export const TEAM_SENDER_NAME = /\b(?:support|security|account|accounts|billing|customer care|help ?desk|verification|fraud prevention)[ -]team\b/i;
