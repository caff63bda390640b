// Deterministic corpus of US moving leads with known duplicates (test/perf/duplicate-corpus.mjs). Each family sends
// 1-4 leads through different lead sites over a few weeks; every lead is written from the family's facts with random
// variations, each recorded as a tag ('name: nickname the policy knows', 'email: Gmail dots', ...). Hard-negative
// families are added next to some regular ones (namesakes, neighbours, a shared office number), and some families
// give stand-in phones or emails on every lead. Raw values are what a lead site posts; the caller reads them the
// way intake does.
import {
  AREA_CODES, CITIES, DOMAIN_TYPOS, FIRST_NAMES, LAST_NAMES, LEAD_SITES, MAIL_DOMAINS, PLACEHOLDER_EMAILS, PLACEHOLDER_PHONES,
  STREETS, UNKNOWN_PLACEHOLDER_EMAILS, UNKNOWN_PLACEHOLDER_PHONES,
} from './data.mjs';

export const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_START = Date.UTC(2027, 0, 4);

/** sfc32-style generator seeded by a number: the same seed gives the same corpus on every machine. */
export function makeRng(seed) {
  let a = 0x9e3779b9 ^ seed, b = 0x243f6a88 ^ (seed * 31), c = 0xb7e15162, d = 1;
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11); d = (d + 1) | 0;
    const out = (t + d) | 0;
    c = (c + out) | 0;
    return (out >>> 0) / 4294967296;
  };
  for (let i = 0; i < 20; i += 1) next();
  const rng = {
    next,
    chance: (p) => next() < p,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    weighted: (list, weightOf) => {
      const total = list.reduce((sum, item) => sum + weightOf(item), 0);
      let roll = next() * total;
      for (const item of list) if ((roll -= weightOf(item)) < 0) return item;
      return list[list.length - 1];
    },
  };
  return rng;
}

const ASCII_EXTRA = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', ß: 'ss', æ: 'ae', đ: 'd' };
const UNDECOMPOSED = /[łŁøØßæđ]/;
/** What an ASCII keyboard makes of a name: accents dropped, ł/ø typed as l/o. */
const plain = (text) => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[łŁøØßæđ]/g, (ch) => ASCII_EXTRA[ch]);
const SPANISH = new Set(['García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Muñoz', 'Núñez', 'Peña']);

/** One edit: swap two neighbours, drop one, or double one (never the first letter, so it stays plausible). */
function typo(rng, word) {
  if (word.length < 4) return word + word[word.length - 1];
  const i = rng.int(1, word.length - 2);
  const kind = rng.int(0, 2);
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

const PHONE_FORMATS = [
  (a, e, n) => `(${a}) ${e}-${n}`, (a, e, n) => `${a}-${e}-${n}`, (a, e, n) => `${a}.${e}.${n}`, (a, e, n) => `+1 ${a} ${e} ${n}`,
  (a, e, n) => `${a}${e}${n}`, (a, e, n) => `1-${a}-${e}-${n}`, (a, e, n) => `+1${a}${e}${n}`, (a, e, n) => `${a} ${e} ${n}`,
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DATE_FORMATS = [
  (d) => d.toISOString().slice(0, 10),
  (d) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`,
  (d) => `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`,
  (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,
];

/** The corpus: { families, leads } with leads sorted by creation time. */
export function generateCorpus({ families: count, seed }) {
  const rng = makeRng(seed);
  const usedMailboxes = new Set();
  const usedPhones = new Set();
  const families = [];
  const digits = (n) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

  function newPhone() {
    for (;;) {
      const exchange = `${rng.int(2, 9)}${digits(2)}`;
      const phone = `${rng.pick(AREA_CODES)}${exchange}${digits(4)}`;
      if (exchange !== '555' && !usedPhones.has(phone)) { usedPhones.add(phone); return phone; }
    }
  }
  function newMailbox(first, last) {
    const f = plain(first).toLowerCase().replace(/[^a-z]/g, '');
    const l = plain(last).toLowerCase().replace(/[^a-z]/g, '');
    const domain = rng.weighted(MAIL_DOMAINS, (d) => d[1])[0];
    const local = rng.pick([`${f}.${l}`, `${f}${l}`, `${f[0]}${l}`, `${f}_${l}`, `${f}${l}${rng.int(1, 99)}`, `${f}${rng.int(1960, 2004)}`, `${l}.${f}`]);
    for (let n = 0; ; n += 1) {
      const candidate = n === 0 ? local : `${local}${n + 1}`;
      const mailbox = `${domain === 'gmail.com' ? candidate.replace(/\./g, '') : candidate}@${domain}`;
      if (!usedMailboxes.has(mailbox)) { usedMailboxes.add(mailbox); return { local: candidate, domain }; }
    }
  }
  const pickFirst = () => rng.weighted(FIRST_NAMES, (n) => n[1]);
  const pickLast = () => rng.weighted(LAST_NAMES, (n) => n[1])[0];
  const pickCity = () => rng.weighted(CITIES, (c) => c[5]);

  function makeFamily(over = {}) {
    const first = over.first ?? pickFirst();
    const last = over.last ?? pickLast();
    const city = over.city ?? pickCity();
    const zip = over.zip ?? rng.pick(city[3]);
    const start = over.start ?? YEAR_START + rng.int(0, 330) * DAY_MS + rng.int(7, 21) * 3600 * 1000;
    const family = {
      id: families.length, kind: over.kind ?? 'regular', partner: over.partner ?? null,
      first, last, middle: rng.pick('ABCDEFGHJKLMNPRSTW'), spouse: pickFirst()[0], city, zip,
      street: over.street ?? `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
      mail: newMailbox(first[0], last), mail2: newMailbox(first[0], last), phone: newPhone(), phone2: newPhone(),
      phoneMode: over.phoneMode ?? 'own', officePhone: over.officePhone ?? null, emailMode: 'own',
      start, moveDay: over.moveDay ?? Math.floor(start / DAY_MS) + rng.int(14, 75), leads: [],
    };
    families.push(family);
    return family;
  }

  // Regular families, then a hard-negative partner next to some of them (same window, so the app compares them).
  const regular = Array.from({ length: count }, () => makeFamily());
  const partnerOf = (kind, share, build) => {
    for (let i = 0; i < Math.round(count * share); i += 1) {
      const base = rng.pick(regular);
      makeFamily({ kind, partner: base.id, start: Math.max(YEAR_START, base.start + rng.int(-10, 10) * DAY_MS), ...build(base) });
    }
  };
  const otherCity = (base) => { for (;;) { const c = pickCity(); if (c !== base.city) return c; } };
  const otherZip = (base) => base.city[3].find((z) => z !== base.zip);
  const sameName = (base) => ({ first: base.first, last: base.last });
  partnerOf('namesake, other city, move dates ≤3 days apart', 0.03, (b) => ({ ...sameName(b), city: otherCity(b), moveDay: b.moveDay + rng.int(-3, 3) }));
  partnerOf('namesake, same city, other ZIP, move dates ≤3 days apart', 0.01, (b) => (otherZip(b) ? { ...sameName(b), city: b.city, zip: otherZip(b), moveDay: b.moveDay + rng.int(-3, 3) } : { ...sameName(b), city: otherCity(b) }));
  partnerOf('namesake, same ZIP, family move dates 7-30 days apart', 0.02, (b) => ({ ...sameName(b), city: b.city, zip: b.zip, moveDay: b.moveDay + rng.pick([-1, 1]) * rng.int(7, 30) }));
  partnerOf('namesake, same ZIP, move dates ≤3 days apart (known limit)', 0.002, (b) => ({ ...sameName(b), city: b.city, zip: b.zip, moveDay: b.moveDay + rng.int(-3, 3) }));
  partnerOf('neighbours on the same street, other name', 0.03, (b) => ({ city: b.city, zip: b.zip, street: `${Number(b.street.split(' ')[0]) + rng.pick([2, 4, -2, 6])} ${b.street.split(' ').slice(1).join(' ')}`, moveDay: b.moveDay + rng.int(-3, 3) }));
  partnerOf('coworkers giving one office number (known limit)', 0.002, (b) => {
    b.phoneMode = 'office';
    b.officePhone = newPhone();
    return { phoneMode: 'office', officePhone: b.officePhone };
  });
  // Family-wide stand-ins: every lead of the family gives one (many families share them).
  const fictional = Array.from({ length: 12 }, () => `${rng.pick(AREA_CODES)}55501${digits(2)}`);
  for (const family of regular) {
    if (family.phoneMode !== 'own') continue;
    const roll = rng.next();
    if (roll < 0.03) family.phoneMode = 'placeholder';
    else if (roll < 0.04) { family.phoneMode = 'fictional'; family.officePhone = rng.pick(fictional); }
    else if (roll < 0.045) family.phoneMode = 'unknown-placeholder';
    const mailRoll = rng.next();
    if (mailRoll < 0.03) family.emailMode = 'placeholder';
    else if (mailRoll < 0.035) family.emailMode = 'unknown-placeholder';
  }

  const leads = [];
  for (const family of families) {
    const n = rng.weighted([[1, 35], [2, 30], [3, 22], [4, 13]], (x) => x[1])[0];
    const offsets = [0, ...Array.from({ length: n - 1 }, () => (rng.chance(0.3) ? rng.int(0, 6) * 3600 * 1000 : rng.int(0, 21) * DAY_MS + rng.int(0, 12) * 3600 * 1000))].sort((x, y) => x - y);
    if (n > 1 && rng.chance(0.03)) offsets[n - 1] = rng.int(46, 75) * DAY_MS;
    for (const offset of offsets) leads.push(makeLead(rng, family, family.start + offset));
  }
  leads.sort((x, y) => x.createdAt - y.createdAt);
  leads.forEach((lead, i) => { lead.id = i; });
  return { families, leads };
}

function makeLead(rng, family, createdAt) {
  const tags = [];
  const tag = (t) => tags.push(t);
  const lead = { family, createdAt, site: rng.pick(LEAD_SITES), tags, phoneKind: 'own', emailKind: 'own' };
  const phoneOnly = rng.chance(0.04);
  if (phoneOnly) tag('lead: phone only (no name, no email)');

  // Name.
  let [first, , known, unknown] = family.first;
  let last = family.last;
  if (rng.chance(0.03)) { first = family.spouse; tag('name: other adult of the household'); }
  else if ((known.length || unknown.length) && rng.chance(0.1)) {
    const useKnown = known.length && (!unknown.length || rng.chance(0.7));
    first = rng.pick(useKnown ? known : unknown);
    tag(useKnown ? 'name: nickname the policy knows' : 'name: nickname/spelling not in the table');
  }
  if (/[\u0080-\uffff]/.test(first + last) && rng.chance(0.35)) {
    tag(UNDECOMPOSED.test(first + last) ? 'name: ł/ø typed as l/o' : 'name: accents dropped (José → Jose)');
    first = plain(first); last = plain(last);
  }
  if (first.includes('-') && rng.chance(0.35)) { first = first.replace('-', ' '); tag('name: hyphenated first name spaced'); }
  if (last.includes('-')) {
    const roll = rng.next();
    if (roll < 0.25) { last = last.replace('-', ' '); tag('name: double surname spaced'); }
    else if (roll < 0.4) { last = last.split('-')[0]; tag('name: double surname shortened'); }
  }
  if (last.includes("'")) {
    const roll = rng.next();
    if (roll < 0.3) { last = last.replace("'", ''); tag('name: apostrophe dropped (OBrien)'); }
    else if (roll < 0.4) { last = last.replace("'", ' '); tag('name: apostrophe as space (O Brien)'); }
  }
  if (/ /.test(last) && rng.chance(0.3)) { last = last.replace(/[ .]/g, ''); tag('name: multi-word surname joined'); }
  if (SPANISH.has(family.last) && rng.chance(0.05)) { last = `${last} ${rng.pick([...SPANISH])}`; tag('name: second surname added'); }
  if (rng.chance(0.02)) { if (rng.chance(0.5)) first = typo(rng, first); else last = typo(rng, last); tag('name: one-letter typo'); }
  let name = `${first} ${last}`;
  const form = rng.next();
  if (form < 0.05) { name = `${last}, ${first}`; tag('name: "Last, First" order'); }
  else if (form < 0.1) { name = `${first} ${family.middle}. ${last}`; tag('name: middle initial'); }
  else if (form < 0.12) { name = `${rng.pick(['Mr.', 'Mrs.', 'Ms.', 'Dr.'])} ${name}`; tag('name: title (Mr./Mrs./Dr.)'); }
  else if (form < 0.14) { name = first; tag('name: first name only'); }
  else if (form < 0.15) { name = ''; tag('name: missing'); }
  const caseRoll = rng.next();
  if (caseRoll < 0.06) { name = name.toUpperCase(); tag('name: upper/lower case'); }
  else if (caseRoll < 0.1) { name = name.toLowerCase(); tag('name: upper/lower case'); }
  lead.name = phoneOnly ? '' : name;
  lead.fullName = !phoneOnly && !(form >= 0.12 && form < 0.15); // first and last name given

  // Email.
  let email = '';
  const mailRoll = rng.next();
  if (phoneOnly) email = '';
  else if (family.emailMode === 'placeholder') { email = rng.pick(PLACEHOLDER_EMAILS); lead.emailKind = 'placeholder'; tag('email: placeholder (family-wide)'); }
  else if (family.emailMode === 'unknown-placeholder') { email = rng.pick(UNKNOWN_PLACEHOLDER_EMAILS); lead.emailKind = 'unknown-placeholder'; tag('email: unrecognised placeholder (family-wide)'); }
  else if (mailRoll < 0.08) tag('email: none given');
  else if (mailRoll < 0.1) { email = rng.pick(PLACEHOLDER_EMAILS); lead.emailKind = 'placeholder'; tag('email: placeholder (none@…, n/a)'); }
  else if (mailRoll < 0.15) { email = `${family.mail2.local}@${family.mail2.domain}`; lead.emailKind = 'second'; tag('email: second address'); }
  else {
    let { local, domain } = family.mail;
    if (domain === 'gmail.com' && rng.chance(0.15)) { local = local.includes('.') ? local.replace(/\./g, '') : `${local.slice(0, 3)}.${local.slice(3)}`; tag('email: Gmail dots'); }
    if (domain === 'gmail.com' && rng.chance(0.02)) { domain = 'googlemail.com'; tag('email: googlemail.com'); }
    if (rng.chance(0.04)) { local = `${local}+${rng.pick(['moving', 'quotes', 'move2027'])}`; tag('email: +tag'); }
    if (rng.chance(0.03)) { local = typo(rng, local.split('+')[0]); lead.emailKind = 'typo'; tag('email: typo in local part (swap/missing/double)'); }
    if (DOMAIN_TYPOS[domain] && rng.chance(0.02)) { domain = rng.pick(DOMAIN_TYPOS[domain]); lead.emailKind = 'typo'; tag('email: domain typo (gmial.com)'); }
    email = `${local}@${domain}`;
    if (rng.chance(0.05)) { email = email[0].toUpperCase() + email.slice(1); tag('email: capitalised'); }
  }
  lead.email = email;

  // Phone.
  let phone = family.phone;
  const phoneRoll = phoneOnly ? 1 : rng.next(); // a call-in: the number it came from
  lead.phoneFormat = rng.int(0, PHONE_FORMATS.length - 1);
  if (family.phoneMode === 'office') { phone = family.officePhone; lead.phoneKind = 'office'; tag('phone: shared office number (family-wide)'); }
  else if (family.phoneMode === 'fictional') { phone = family.officePhone; lead.phoneKind = 'fictional'; tag('phone: fictional 555-01xx (family-wide)'); }
  else if (family.phoneMode === 'placeholder') { lead.phone = rng.pick(PLACEHOLDER_PHONES); lead.phoneKind = 'placeholder'; tag('phone: placeholder (family-wide)'); }
  else if (family.phoneMode === 'unknown-placeholder') { lead.phone = rng.pick(UNKNOWN_PLACEHOLDER_PHONES); lead.phoneKind = 'unknown-placeholder'; tag('phone: unrecognised placeholder (family-wide)'); }
  else if (phoneRoll < 0.05) { phone = null; lead.phone = ''; tag('phone: none given'); }
  else if (phoneRoll < 0.08) { lead.phone = rng.pick(PLACEHOLDER_PHONES); lead.phoneKind = 'placeholder'; tag('phone: placeholder (000-000-0000 …)'); }
  else if (phoneRoll < 0.12) { phone = family.phone2; lead.phoneKind = 'second'; tag('phone: second number'); }
  else if (phoneRoll < 0.14) {
    const i = rng.int(3, 8);
    phone = phone.slice(0, i) + phone[i + 1] + phone[i] + phone.slice(i + 2);
    if (phone === family.phone) phone = phone.slice(0, 9) + ((Number(phone[9]) + 1) % 10);
    lead.phoneKind = 'typo';
    tag('phone: one-digit typo');
  }
  if (lead.phone === undefined) lead.phone = PHONE_FORMATS[lead.phoneFormat](phone.slice(0, 3), phone.slice(3, 6), phone.slice(6));

  // Move date.
  const dateRoll = rng.next();
  lead.dateShift = dateRoll < 0.55 ? 0 : dateRoll < 0.75 ? rng.pick([-1, 1]) : dateRoll < 0.88 ? rng.pick([-1, 1]) * rng.int(2, 3) : dateRoll < 0.95 ? rng.pick([-1, 1]) * rng.int(4, 5) : null;
  lead.moveDate = lead.dateShift === null ? '' : rng.pick(DATE_FORMATS)(new Date((family.moveDay + lead.dateShift) * DAY_MS));

  // Origin: full address, city and ZIP, ZIP only, or city and state only.
  const [cityName, code, stateName, , alias] = family.city;
  let zip = family.zip;
  let city = cityName;
  let state = code;
  if (alias && rng.chance(0.4)) { city = alias; tag('origin: city alias (St./Saint, Ft./Fort)'); }
  if (rng.chance(0.08)) { state = stateName; tag('origin: full state name'); }
  const originRoll = rng.next();
  lead.originForm = originRoll < 0.45 ? 'full' : originRoll < 0.6 ? 'cityzip' : originRoll < 0.75 ? 'zip' : 'city';
  if (lead.originForm !== 'city' && family.city[3].length > 1 && rng.chance(0.04)) { zip = rng.pick(family.city[3].filter((z) => z !== zip)); tag('origin: other ZIP of the same city'); }
  lead.origin = { full: `${family.street}, ${city}, ${state} ${zip}`, cityzip: `${city}, ${state} ${zip}`, zip, city: `${city}, ${state}` }[lead.originForm];
  return lead;
}
