// Measures the inbound-mail classifier on the real-world corpus (built by test/perf/inbound-corpus/build-corpus.mjs
// into test/artifacts/inbound-corpus/: public bounce, auto-reply, complaint and reply samples with labels.json).
// Every message is classified with the project's own classifyInboundMail, compiled from the TypeScript sources
// with swc (the same options as the build), or from dist/ with --built (run `npm run build:api` first).
//
// Prints the corpus make-up (per source, per class, tune/holdout counts), then for the tuning set and the hold-out
// set separately: per-class precision/recall, a confusion matrix, overall accuracy, human replies read as machine
// mail, machine messages read as a person, hard-bounce recall, policy recall, soft-bounce precision and the stated
// return dates found, each target with PASS/FAIL. The hold-out set is for checking only: never tune on it.
// Exit code 0 when every target passes on both sets.
//
// Where the labels come from (details in inbound-corpus/): sisimai/set-of-emails samples carry the reason sisimai's
// own tests expect (go-sisimai fact/*_test.go, else p5-sisimai t/*.t), mapped to our classes as below; the other
// bounce projects, and sisimai samples whose reason needs reading, are labelled in inbound-corpus/manual-labels.tsv
// (hold-out sources: inbound-corpus/holdout-labels.tsv, same grammar and mapping);
// reply-parser fixtures (bodies wrapped in reply headers) and mailing-list replies are human replies.
//   sisimai reason                                                            our label
//   userunknown, hostunknown, hasmoved, notaccept (null MX/no MX), suspend   bounce, hard
//   mailboxfull, mesgtoobig, exceedlimit, systemfull, systemerror,           bounce, soft
//     networkerror, toomanyconn, expired, mailererror, syntaxerror
//   blocked, spamdetected, policyviolation, virusdetected, contenterror,     bounce, policy
//     authfailure, badreputation, requireptr, ratelimited, speeding,
//     norelaying, securityerror, failedstarttls, notcompliantrfc,
//     rejected (sender refused, group posting refused), suppressed
//   filtered, onhold, undefined                                               per message (manual-labels.tsv), else dropped
//   delivered                                                                 delivery_report (action from the report)
//   vacation                                                                  auto_reply (out-of-office and return day read by hand)
//   feedback with Feedback-Type abuse or fraud / any other type               complaint / other
// Per-message exceptions to the table (all in manual-labels.tsv, each with the words that decided it): delay
// warnings sisimai files under expired/networkerror/mailboxfull are delivery_report delayed; Gmail "DNS Error ...
// NXDOMAIN" sisimai calls networkerror is hard; "IP frequency limited ... blocked" is policy; recipients mapping to
// different classes (e.g. userunknown + mailboxfull) are dropped; "User unknown" from Japanese mobile carriers'
// domain filters (ezweb/au, docomo) that sisimai calls filtered or rejected is dropped (indistinguishable).
//
// Usage: npm run perf:inbound-corpus -- [--dir DIR] [--built] [--set tune|holdout] [--misses [CLASS]] [--json FILE]
//   --set SET         read, classify and report only that set's messages and sources (the other set's files are
//                     never opened); use --set tune while tuning so no hold-out message or miss is ever shown
//   --misses [CLASS]  list misclassified files with the predicted and expected class and the classifier's reasons;
//                     with CLASS (e.g. bounce/hard, bounce, human_reply) only misses whose expected or predicted
//                     class starts with it
//   --json FILE       also write the figures (make-up, both sets, targets, misses) to FILE
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CLASSES, checkTargets, classOf, computeFigures, formatFigures } from './inbound-corpus/figures.mjs';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);

function parseArgs(argv) {
  const options = { dir: join(root, 'test', 'artifacts', 'inbound-corpus'), built: false, set: null, misses: null, json: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dir') options.dir = argv[(i += 1)];
    else if (arg === '--built') options.built = true;
    else if (arg === '--json') options.json = argv[(i += 1)];
    else if (arg === '--set') options.set = argv[(i += 1)];
    else if (arg === '--misses') options.misses = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[(i += 1)] : '';
    else throw new Error(`unknown argument ${arg}`);
  }
  if (options.set !== null && !['tune', 'holdout'].includes(options.set)) throw new Error(`--set takes tune or holdout, not ${options.set}`);
  return options;
}

async function loadClassifier(built) {
  const relative = join('src', 'modules', 'inbound-mail', 'classification', 'inbound-mail-classifier.service');
  if (built) return require(join(root, 'dist', `${relative}.js`)).classifyInboundMail;
  await import('../utils/swc-register.mjs');
  return require(join(root, `${relative}.ts`)).classifyInboundMail;
}

const options = parseArgs(process.argv.slice(2));
const labelsFile = join(options.dir, 'labels.json');
if (!existsSync(labelsFile)) {
  console.error(`No corpus at ${options.dir}: run node test/perf/inbound-corpus/build-corpus.mjs first.`);
  process.exit(1);
}
const corpus = JSON.parse(readFileSync(labelsFile, 'utf8'));
if (options.set !== null) {
  // Keep only the chosen set before anything is read, so the other set's messages are neither opened nor shown.
  corpus.messages = Object.fromEntries(Object.entries(corpus.messages).filter(([, label]) => label.set === options.set));
  corpus.sources = corpus.sources.filter((source) => source.set === options.set);
}
const classify = await loadClassifier(options.built);

const started = performance.now();
const rows = [];
for (const [file, label] of Object.entries(corpus.messages)) {
  let result;
  try {
    result = await classify(readFileSync(join(options.dir, file)));
  } catch (error) {
    result = { kind: 'error', reasons: [`classifier threw: ${error instanceof Error ? error.message : String(error)}`] };
  }
  rows.push({ file, label, result });
}
const seconds = (performance.now() - started) / 1000;

// Corpus make-up.
const sets = options.set === null ? ['tune', 'holdout'] : [options.set];
const inSet = (set) => rows.filter((row) => row.label.set === set);
console.log(`Inbound-mail corpus: ${rows.length} messages (tune ${inSet('tune').length}, holdout ${inSet('holdout').length}), classified in ${seconds.toFixed(1)} s`);
console.log('\nsource                                      set       messages  commit        classes');
for (const source of corpus.sources) {
  const mine = rows.filter((row) => row.label.source.repo === source.repo).map((row) => classOf(row.label));
  const classes = CLASSES.filter((cls) => mine.includes(cls)).map((cls) => `${cls} ${mine.filter((c) => c === cls).length}`).join(', ');
  console.log(`${source.repo.padEnd(43)} ${source.set.padEnd(8)} ${String(source.messages).padStart(9)}  ${source.commit.slice(0, 12)}  ${classes}`);
}
for (const source of corpus.label_sources ?? []) console.log(`${source.repo.padEnd(43)} ${'labels'.padEnd(8)} ${''.padStart(9)}  ${source.commit.slice(0, 12)}`);
console.log(`dropped while building: ${corpus.dropped.length} (reasons in labels.json)`);
console.log('\nclass                      tune  holdout');
for (const cls of CLASSES) console.log(`${cls.padEnd(24)} ${String(inSet('tune').filter((r) => classOf(r.label) === cls).length).padStart(6)} ${String(inSet('holdout').filter((r) => classOf(r.label) === cls).length).padStart(8)}`);
const wrapped = rows.filter((row) => row.label.transform === 'header-wrapped').length;
const stripped = rows.filter((row) => row.label.transform === 'list-headers-removed').length;
console.log(`header-wrapped reply bodies: ${wrapped}; mailing-list replies with the list headers removed: ${stripped}`);

// Figures and targets, per set.
const report = { corpus: { messages: rows.length, sources: corpus.sources, label_sources: corpus.label_sources, dropped: corpus.dropped.length }, sets: {} };
let allPass = true;
for (const set of sets) {
  const figures = computeFigures(inSet(set));
  const targets = checkTargets(figures);
  allPass &&= targets.every((t) => t.pass);
  console.log(`\n=== ${set === 'tune' ? 'TUNING SET' : 'HOLD-OUT SET (never tune on it)'}: ${figures.messages} messages ===\n`);
  console.log(formatFigures(figures).join('\n'));
  console.log('\ntargets');
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name.padEnd(38)} ${t.shown.padStart(7)}  (target ${t.bar})`);
  report.sets[set] = { figures, targets };
}

// Misses.
const misses = rows
  .filter((row) => classOf(row.label) !== classOf(row.result))
  .map((row) => ({ file: row.file, set: row.label.set, expected: classOf(row.label), predicted: classOf(row.result), label_reason: row.label.reason, reasons: row.result.reasons ?? [] }));
const dateMisses = rows
  .filter((row) => row.label.return_date && row.result.auto_reply?.return_date !== row.label.return_date)
  .map((row) => ({ file: row.file, set: row.label.set, expected: `return ${row.label.return_date}`, predicted: `return ${row.result.auto_reply?.return_date ?? 'none'} (${classOf(row.result)})`, label_reason: row.label.reason, reasons: row.result.reasons ?? [] }));
report.misses = [...misses, ...dateMisses];
console.log(`\nmisses: ${misses.length} of ${rows.length} (tune ${misses.filter((m) => m.set === 'tune').length}, holdout ${misses.filter((m) => m.set === 'holdout').length}); return dates missed: ${dateMisses.length}`);
if (options.misses !== null) {
  const wanted = report.misses.filter((m) => !options.misses || m.expected.startsWith(options.misses) || m.predicted.startsWith(options.misses) || (options.misses === 'return' && m.expected.startsWith('return')));
  for (const miss of wanted) {
    console.log(`\n${miss.file}\n  expected ${miss.expected}, got ${miss.predicted}   [label: ${miss.label_reason}]`);
    for (const reason of miss.reasons) console.log(`    - ${reason}`);
  }
}
if (options.json) {
  writeFileSync(options.json, `${JSON.stringify(report, null, 1)}\n`);
  console.log(`\nfigures written to ${options.json}`);
}
const scope = options.set === null ? 'on both sets' : `on the ${options.set} set`;
console.log(`\n${allPass ? `All targets pass ${scope}.` : 'Some targets fail (see FAIL above).'}`);
process.exit(allPass ? 0 : 1);
