// Measures duplicate-lead detection (src/modules/leads/duplicates/duplicate-keys.policy.ts) on a generated corpus with
// known duplicates: precision and recall of the pairs it flags, recall per kind of variation, false positives by
// kind, and example misses. A reported figure, not a test: the exit code is 0 whatever the figures.
//
// Corpus (duplicate-corpus/generate.mjs, seeded, deterministic): US moving families, each sending 1-4 leads through
// different lead sites over a few weeks, every lead written with random variations (nicknames the policy knows and
// ones it does not, case, accents, "Last, First", typo'd and second emails, Gmail dots and +tags, phone formats, a
// second phone, no email, phone-only leads, move dates shifted 0-5 days, origin as ZIP or only city/state), plus hard
// negatives: namesakes elsewhere or with far-apart move dates, neighbours on the same street, families giving
// placeholder or fictional 555-01xx phones and placeholder emails, and coworkers giving one office number.
// Ground truth: two leads of one family created within the duplicate window (45 days) are duplicates.
//
// Detection is emulated as the app runs it, with the app's own compiled code from dist/ (run `npm run build:api`
// first): each lead is read like intake (readLeadPhone / readLeadEmail / parseMoveDate / parseUsAddress), keyed with
// leadMatchFacts + storedMatchKeys, and compared, in creation order, with the earlier leads of the window that the
// candidate query would return (same email key, same phone key, or same name key with a move date within 3 days;
// oldest first, at most MAX_CANDIDATES), matchLeads deciding, then the leads paired by email or phone with a lead it
// matched that way, chainLeads deciding (DuplicateDetectionService.detect).
//
// Usage: npm run perf:duplicates-corpus -- [FAMILIES] [--seed N] [--examples N]
//   FAMILIES   regular families (default 5000); hard-negative partner families are added on top (about 9%)
//   --seed     PRNG seed (default 1)
//   --examples missed pairs to print (default 8)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DAY_MS, generateCorpus } from './duplicate-corpus/generate.mjs';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const TARGETS = { precision: 0.98, recall: 0.95 };
const TIMEZONE = 'America/Chicago';

function parseArgs(argv) {
  const options = { families: 5000, seed: 1, examples: 8 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--seed') options.seed = Number(argv[(i += 1)]);
    else if (arg === '--examples') options.examples = Number(argv[(i += 1)]);
    else if (/^\d+$/.test(arg)) options.families = Number(arg);
    else throw new Error(`unknown argument ${arg} (usage: [FAMILIES] [--seed N] [--examples N])`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const dist = (path) => join(root, 'dist', 'src', 'modules', 'leads', `${path}.js`);
if (!existsSync(dist('duplicates/duplicate-keys.policy'))) {
  console.error('No compiled API in dist/: run `npm run build:api` first.');
  process.exit(1);
}
const { chainLeads, isContactLink, leadMatchFacts, matchLeads } = require(dist('duplicates/duplicate-keys.policy'));
const { storedMatchKeys, factsFromStored } = require(dist('duplicates/stored-match-keys.policy'));
const { readLeadEmail, readLeadPhone } = require(dist('intake/parsing/contact-data'));
const { parseUsAddress } = require(dist('intake/parsing/us-address'));
const { parseMoveDate } = require(dist('intake/parsing/move-date'));
// The candidate query's limits, read from the app so the emulation follows them.
const constant = (file, pattern) => Number(pattern.exec(readFileSync(join(root, file), 'utf8'))[1]);
const MAX_CANDIDATES = constant('dist/src/modules/leads/duplicates/duplicates.repository.js', /MAX_CANDIDATES = (\d+)/);
const WINDOW_DAYS = constant('src/modules/leads/leads.config.ts', /DUPLICATE_WINDOW_DAYS: number = (\d+)/);
const NAME_DATE_DAYS = constant('src/modules/leads/duplicates/duplicates.repository.ts', /move_date BETWEEN l\."moveDate"::date - (\d+)/);

const started = performance.now();
const { families, leads } = generateCorpus(options);

// Intake: what each lead stores.
for (const lead of leads) {
  const origin = lead.origin ? parseUsAddress(lead.origin) : null;
  const facts = leadMatchFacts({
    email: readLeadEmail(lead.email).value, phone: readLeadPhone(lead.phone).value, name: lead.name || null,
    moveDate: lead.moveDate ? parseMoveDate(lead.moveDate, TIMEZONE) : null,
    originZip: origin?.zip ?? null, originCity: origin?.city ?? null, originState: origin?.state ?? null,
  });
  lead.keys = { ...storedMatchKeys(facts), moveDate: facts.moveDate };
  lead.facts = factsFromStored(lead.keys);
}

// Detection, lead by lead in creation order, against the earlier leads indexed by key.
const dayOf = (iso) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const index = { emailKey: new Map(), phoneKey: new Map(), nameKey: new Map() };
const flagged = new Map(); // 'a:b' (a < b) → reasons
const contactLinks = new Map(); // lead id → the leads paired with it by email or phone, with the pair's score
let cutByLimit = 0;
for (const lead of leads) {
  const { emailKey, phoneKey, nameKey, moveDate } = lead.keys;
  if (emailKey || phoneKey || nameKey) {
    const since = lead.createdAt - WINDOW_DAYS * DAY_MS;
    const found = new Set();
    for (const key of ['emailKey', 'phoneKey']) for (const other of (lead.keys[key] && index[key].get(lead.keys[key])) || []) found.add(other);
    if (nameKey && moveDate) {
      for (const other of index.nameKey.get(nameKey) ?? []) {
        if (other.keys.moveDate && Math.abs(dayOf(other.keys.moveDate) - dayOf(moveDate)) <= NAME_DATE_DAYS) found.add(other);
      }
    }
    const candidates = [...found].filter((other) => other.createdAt >= since).sort((x, y) => x.createdAt - y.createdAt || x.id - y.id);
    if (candidates.length > MAX_CANDIDATES) cutByLimit += candidates.length - MAX_CANDIDATES;
    const via = new Map(); // lead matched by email or phone → that pair's score
    for (const other of candidates.slice(0, MAX_CANDIDATES)) {
      const match = matchLeads(lead.facts, other.facts);
      if (!match) continue;
      flagged.set(`${other.id}:${lead.id}`, match.reasons);
      if (isContactLink(match.reasons)) via.set(other, match.score);
    }
    // One email or phone further along the family's contact data (DuplicateDetectionService.chained).
    const reached = new Map();
    for (const [other, viaScore] of via) {
      for (const { lead: far, score: linkScore } of contactLinks.get(other.id) ?? []) {
        if (far === lead || via.has(far) || far.createdAt < since || flagged.has(`${far.id}:${lead.id}`)) continue;
        const match = chainLeads(lead.facts, far.facts, viaScore, linkScore);
        if (match && match.score > (reached.get(far)?.score ?? 0)) reached.set(far, match);
      }
    }
    if (reached.size > MAX_CANDIDATES) cutByLimit += reached.size - MAX_CANDIDATES;
    for (const [far, match] of [...reached].sort(([x], [y]) => x.createdAt - y.createdAt).slice(0, MAX_CANDIDATES)) flagged.set(`${far.id}:${lead.id}`, match.reasons);
    for (const [other, score] of via) {
      for (const [a, b] of [[other, lead], [lead, other]]) {
        if (!contactLinks.has(a.id)) contactLinks.set(a.id, []);
        contactLinks.get(a.id).push({ lead: b, score });
      }
    }
  }
  for (const key of Object.keys(index)) {
    if (!lead.keys[key]) continue;
    if (!index[key].has(lead.keys[key])) index[key].set(lead.keys[key], []);
    index[key].get(lead.keys[key]).push(lead);
  }
}
const seconds = (performance.now() - started) / 1000;

// Ground truth and pair tags.
function pairTags(a, b) {
  const tags = new Set([...a.tags, ...b.tags]);
  if (a.dateShift === null || b.dateShift === null) tags.add('date: missing on one or both');
  else {
    const gap = Math.abs(a.dateShift - b.dateShift);
    tags.add(gap === 0 ? 'date: same move date' : gap <= 3 ? 'date: 1-3 days apart' : gap <= 5 ? 'date: 4-5 days apart' : 'date: 6-10 days apart');
  }
  const hasZip = (l) => l.originForm !== 'city';
  const hasCity = (l) => l.originForm !== 'zip';
  if (!(hasZip(a) && hasZip(b)) && !(hasCity(a) && hasCity(b))) tags.add('origin: ZIP only on one, city only on the other');
  else if (hasZip(a) && hasZip(b)) tags.add('origin: ZIP on both');
  else tags.add('origin: city/state on both, ZIP on at most one');
  if (a.phoneKind === 'own' && b.phoneKind === 'own' && a.phoneFormat !== b.phoneFormat && a.phone && b.phone) tags.add('phone: formatted differently');
  return [...tags];
}
/** Which signal would link the pair on its own: matchLeads on the facts with the other signals blanked. */
function aloneSignals(fa, fb) {
  const only = (keep) => (f) => ({ ...f, emailKey: keep === 'email' ? f.emailKey : null, phoneKey: keep === 'phone' ? f.phoneKey : null, name: keep === 'name' ? f.name : null });
  return Object.fromEntries(['email', 'phone', 'name'].map((k) => [k, matchLeads(only(k)(fa), only(k)(fb)) !== null]));
}
const byFamily = new Map();
for (const lead of leads) {
  if (!byFamily.has(lead.family.id)) byFamily.set(lead.family.id, []);
  byFamily.get(lead.family.id).push(lead);
}
const truth = [];
let outsideWindow = 0;
for (const members of byFamily.values()) {
  for (let i = 0; i < members.length; i += 1) {
    for (let j = i + 1; j < members.length; j += 1) {
      const [a, b] = [members[i], members[j]];
      if (b.createdAt - a.createdAt > WINDOW_DAYS * DAY_MS) { outsideWindow += 1; continue; }
      truth.push({ a, b, caught: flagged.has(`${a.id}:${b.id}`), tags: pairTags(a, b), alone: aloneSignals(a.facts, b.facts) });
    }
  }
}
const tp = truth.filter((p) => p.caught).length;
const fn = truth.length - tp;
const falsePairs = [...flagged].map(([key, reasons]) => ({ pair: key.split(':').map((id) => leads[Number(id)]), reasons })) // id = index
  .filter(({ pair: [a, b] }) => a.family !== b.family);
const fp = falsePairs.length;
const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
const recall = truth.length === 0 ? 1 : tp / truth.length;

// Lead-level recall: a later lead is marked "possible duplicate" when it is paired with any earlier lead of its family.
let laterLeads = 0;
let laterMarked = 0;
for (const members of byFamily.values()) {
  members.forEach((lead, i) => {
    const earlier = members.slice(0, i).filter((e) => lead.createdAt - e.createdAt <= WINDOW_DAYS * DAY_MS);
    if (earlier.length === 0) return;
    laterLeads += 1;
    if (earlier.some((e) => flagged.has(`${e.id}:${lead.id}`))) laterMarked += 1;
  });
}

// False positives by kind.
// Known limits: pairs the policy cannot tell apart with the fields it has (one office number; same name, same ZIP and
// move dates within 3 days, no contact in common).
const isKnownLimit = (kind) => kind.includes('(known limit)') || kind === 'name: namesakes met by chance, same ZIP';
function fpKind(a, b, reasons) {
  const partner = a.family.partner === b.family.id ? a.family : b.family.partner === a.family.id ? b.family : null;
  if (reasons.includes('phone') && a.phoneKind === 'office' && b.phoneKind === 'office') return 'coworkers giving one office number (known limit)';
  if (reasons.includes('phone')) return `phone: ${a.phoneKind === b.phoneKind ? a.phoneKind : `${a.phoneKind}/${b.phoneKind}`} number shared by two families`;
  if (reasons.includes('email')) return `email: ${a.emailKind === b.emailKind ? a.emailKind : `${a.emailKind}/${b.emailKind}`} address shared by two families`;
  if (partner && reasons.includes('name_move_date_city')) {
    return `${partner.kind}: matched on city, ${a.keys.zipKey && b.keys.zipKey ? 'both ZIPs given and different' : 'ZIP on one lead only'}`;
  }
  if (partner) return partner.kind;
  return `name: namesakes met by chance, ${a.keys.zipKey && a.keys.zipKey === b.keys.zipKey ? 'same ZIP' : 'same city, other/no ZIP'}`;
}
const fpKinds = new Map();
for (const { pair: [a, b], reasons } of falsePairs) {
  const kind = fpKind(a, b, reasons);
  const entry = fpKinds.get(kind) ?? { count: 0, reasons: new Set(), example: [a, b] };
  entry.count += 1;
  reasons.forEach((r) => entry.reasons.add(r));
  fpKinds.set(kind, entry);
}
const knownLimitFp = [...fpKinds].filter(([kind]) => isKnownLimit(kind)).reduce((s, [, e]) => s + e.count, 0);
// How many hard-negative pairs the app compared and correctly left alone, per partner kind.
const partnerKinds = new Map();
for (const family of families) {
  if (family.partner === null) continue;
  const entry = partnerKinds.get(family.kind) ?? { families: 0, flaggedPairs: 0 };
  entry.families += 1;
  partnerKinds.set(family.kind, entry);
}
for (const { pair: [a, b] } of falsePairs) {
  const partner = a.family.partner === b.family.id ? a.family : b.family.partner === a.family.id ? b.family : null;
  if (partner) partnerKinds.get(partner.kind).flaggedPairs += 1;
}

// Why missed pairs were missed: each signal, from the stored facts (what matchLeads saw).
function contactCause(x, y, label) {
  if (x === null && y === null) return `no usable ${label} on either`;
  if (x === null || y === null) return `usable ${label} on one only`;
  return x === y ? `same ${label} (not compared?)` : `${label}s differ`;
}
function nameCause(fa, fb) {
  if (!fa.name || !fb.name) return 'name missing/unreadable on one';
  if (fa.name.first !== fb.name.first) return 'first names differ';
  if (fa.name.last !== fb.name.last) return 'last names differ';
  if (!fa.moveDate || !fb.moveDate) return 'move date missing on one';
  if (Math.abs(dayOf(fa.moveDate) - dayOf(fb.moveDate)) > NAME_DATE_DAYS) return 'move dates > 3 days apart';
  if (!(fa.zipKey && fb.zipKey) && !(fa.cityKey && fb.cityKey)) return 'no origin field in common (ZIP vs city)';
  return 'origin ZIPs/cities differ';
}
// Pairs no identity rule could catch: no mailbox or number of the family on both, and a full name on at most one.
const MAILBOX = new Set(['own', 'typo']);
const NUMBER = new Set(['own', 'typo', 'office']);
const catchable = (p) => (p.a.email && p.b.email && MAILBOX.has(p.a.emailKind) && MAILBOX.has(p.b.emailKind))
  || (p.a.phone && p.b.phone && NUMBER.has(p.a.phoneKind) && NUMBER.has(p.b.phoneKind)) || (p.a.fullName && p.b.fullName);
const uncatchable = truth.filter((p) => !catchable(p)).length;
const missed = truth.filter((p) => !p.caught).map((p) => ({ ...p,
  email: contactCause(p.a.facts.emailKey, p.b.facts.emailKey, 'email'), phone: contactCause(p.a.facts.phoneKey, p.b.facts.phoneKey, 'phone'),
  name: nameCause(p.a.facts, p.b.facts) }));

// Report.
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const count = (list, fn) => list.reduce((m, x) => m.set(fn(x), (m.get(fn(x)) ?? 0) + 1), new Map());
const partners = families.filter((f) => f.partner !== null).length;
console.log(`Duplicate-lead corpus (seed ${options.seed}): ${families.length} families (${families.length - partners} regular + ${partners} hard-negative partners), ${leads.length} leads, built and checked in ${seconds.toFixed(1)} s`);
console.log(`leads per family: ${[...count([...byFamily.values()], (m) => m.length)].sort().map(([n, c]) => `${n}: ${c}`).join(', ')}; window ${WINDOW_DAYS} days, at most ${MAX_CANDIDATES} candidates per lead${cutByLimit ? ` (${cutByLimit} candidates cut by the limit)` : ''}`);
console.log(`true duplicate pairs: ${truth.length} (${outsideWindow} same-family pairs further apart than the window not counted); pairs flagged: ${flagged.size}`);
console.log(`\nTP ${tp}   FP ${fp}   FN ${fn}`);
console.log(`precision ${pct(precision)}  (target ${pct(TARGETS.precision)})   excluding known limits: ${pct(tp / (tp + fp - knownLimitFp || 1))}`);
console.log(`recall    ${pct(recall)}  (target ${pct(TARGETS.recall)})`);
console.log(`recall ceiling: ${truth.length - uncatchable}/${truth.length} (${pct(1 - uncatchable / truth.length)}) pairs share the family's mailbox or number, or both give a full name; the other ${uncatchable} share nothing any rule could use`);
console.log(`lead-level recall: ${laterMarked}/${laterLeads} later leads marked as a duplicate of an earlier lead of their family (${pct(laterMarked / (laterLeads || 1))})`);
const tpReasons = count(truth.filter((p) => p.caught), (p) => flagged.get(`${p.a.id}:${p.b.id}`).join('+'));
console.log(`true pairs caught by: ${[...tpReasons].sort((x, y) => y[1] - x[1]).map(([r, c]) => `${r} ${c}`).join(', ')}`);

console.log('\nrecall per variation (a pair carries the variations of both its leads; "<" below the recall target).');
console.log('The last three columns: share of the pairs the email, phone or name rule would link on its own.');
console.log(`${'variation'.padEnd(52)} ${'pairs'.padStart(6)} ${'caught'.padStart(7)} ${'recall'.padStart(7)}   ${'email'.padStart(6)} ${'phone'.padStart(6)} ${'name'.padStart(6)}`);
const row = (label, list) => {
  const caught = list.filter((p) => p.caught).length;
  const share = (k) => pct(list.filter((p) => p.alone[k]).length / list.length).padStart(6);
  console.log(`${label.padEnd(52)} ${String(list.length).padStart(6)} ${String(caught).padStart(7)} ${pct(caught / list.length).padStart(7)}   ${share('email')} ${share('phone')} ${share('name')}${caught / list.length < TARGETS.recall ? '  <' : ''}`);
};
row('(all true pairs)', truth);
const perTag = new Map();
for (const p of truth) for (const t of p.tags) perTag.set(t, [...(perTag.get(t) ?? []), p]);
for (const [t, list] of [...perTag].sort((x, y) => x[0].localeCompare(y[0]))) row(t, list);

console.log('\nmissed pairs: why each signal failed (the name rule needs first+last, move dates within 3 days, and the same ZIP or city)');
for (const field of ['email', 'phone', 'name']) {
  console.log(`  ${field}: ${[...count(missed, (m) => m[field])].sort((x, y) => y[1] - x[1]).map(([c, n]) => `${c} ${n}`).join('; ')}`);
}

console.log('\nfalse positives by kind');
if (fpKinds.size === 0) console.log('  none');
for (const [kind, e] of [...fpKinds].sort((x, y) => y[1].count - x[1].count)) {
  const [a, b] = e.example;
  console.log(`  ${String(e.count).padStart(5)}  ${kind}  [${[...e.reasons].join(', ')}]${isKnownLimit(kind) && !kind.includes('(known limit)') ? '  (known limit)' : ''}`);
  console.log(`         e.g. "${a.name}" ${a.email || '-'} ${a.phone || '-'} ${a.moveDate || '-'} ${a.origin}  |  "${b.name}" ${b.email || '-'} ${b.phone || '-'} ${b.moveDate || '-'} ${b.origin}`);
}
console.log('\nhard-negative partner families (each next to one regular family, leads within the window)');
for (const [kind, e] of [...partnerKinds].sort((x, y) => x[0].localeCompare(y[0]))) {
  console.log(`  ${kind.padEnd(64)} families ${String(e.families).padStart(4)}   pairs flagged ${e.flaggedPairs}`);
}
// Stand-in values shared by different families: cross-family lead pairs within the window giving the same stand-in.
function sharedValuePairs(kindOf, valueOf) {
  const groups = new Map();
  for (const lead of leads) {
    const kind = kindOf(lead);
    if (!['placeholder', 'fictional', 'unknown-placeholder', 'office'].includes(kind)) continue;
    const key = `${kind}|${valueOf(lead)}`;
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  const out = new Map();
  for (const [key, list] of groups) {
    const e = out.get(key.split('|')[0]) ?? { pairs: 0, flagged: 0 };
    for (let i = 0; i < list.length; i += 1) for (let j = i + 1; j < list.length; j += 1) {
      if (list[i].family === list[j].family || list[j].createdAt - list[i].createdAt > WINDOW_DAYS * DAY_MS) continue;
      e.pairs += 1; e.flagged += flagged.has(`${list[i].id}:${list[j].id}`) ? 1 : 0;
    }
    out.set(key.split('|')[0], e);
  }
  return [...out].map(([kind, e]) => `${kind} ${e.pairs} pairs, ${e.flagged} flagged (any reason)`).join('; ');
}
console.log(`lead pairs of different families giving the same stand-in phone (digits): ${sharedValuePairs((l) => l.phoneKind, (l) => l.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))}`);
console.log(`lead pairs of different families giving the same stand-in email: ${sharedValuePairs((l) => l.emailKind, (l) => l.email.toLowerCase())}`);
const standIns = count(families.filter((f) => f.partner === null), (f) => `phone ${f.phoneMode}, email ${f.emailMode}`);
console.log(`family-wide stand-ins: ${[...standIns].filter(([k]) => k !== 'phone own, email own').map(([k, n]) => `${k}: ${n}`).join('; ')}`);

console.log(`\nexample misses (${Math.min(options.examples, missed.length)} of ${missed.length}, one per cause first)`);
const seen = new Set();
const examples = [...missed.filter((m) => !seen.has(m.name) && seen.add(m.name)), ...missed].filter((m, i, all) => all.indexOf(m) === i).slice(0, options.examples);
const show = (l) => `#${l.id} ${l.site}: "${l.name}" | ${l.email || '-'} | ${l.phone || '-'} | ${l.moveDate || '-'} | ${l.origin}`;
for (const m of examples) {
  console.log(`  - ${m.name}; ${m.email}; ${m.phone}`);
  console.log(`      ${show(m.a)}\n      ${show(m.b)}\n      variations: ${m.tags.filter((t) => !t.startsWith('origin: ZIP on both') && t !== 'date: same move date').join(', ') || 'none'}`);
}

const met = precision >= TARGETS.precision && recall >= TARGETS.recall;
console.log(`\n${met ? 'targets met' : 'targets NOT met'}: precision ${pct(precision)} ${precision >= TARGETS.precision ? '≥' : '<'} ${pct(TARGETS.precision)}, recall ${pct(recall)} ${recall >= TARGETS.recall ? '≥' : '<'} ${pct(TARGETS.recall)}`);
process.exit(0);
