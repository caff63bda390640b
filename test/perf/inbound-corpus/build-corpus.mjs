// Builds the real-world inbound-mail corpus from fetched snapshots of public projects (sources.mjs): raw messages
// plus labels.json in test/artifacts/inbound-corpus/ (gitignored: the corpus is never committed). Deterministic:
// the same snapshots always give the same files and labels.
//
// Usage: node test/perf/inbound-corpus/build-corpus.mjs [--mirror DIR] [--repo owner/name=GIT_DIR ...] [--out DIR]
//   --mirror  root of the fetched snapshots, laid out as DIR/<owner>+<name>/repo (bare git directories);
//             default $INBOUND_CORPUS_MIRROR, else the fetch tool's mirror root (see MIRROR_DEFAULT)
//   --repo    the git directory of one project, where it is not under the mirror root
//   --out     output folder (default test/artifacts/inbound-corpus)
//
// Labels come from sisimai's own test expectations for its samples (sisimai.mjs maps each reason to our classes),
// from manual-labels.tsv for every other tuning bounce project and for sisimai samples whose reason needs reading,
// from holdout-labels.tsv for every hold-out source, and are fixed for reply-parser fixtures and mailing-list
// replies (human_reply). A message that is the same as, or nearly the same as, one taken earlier from another
// project is dropped, so the hold-out holds no tuning copies.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { headCommit, listFiles, readBlobs } from './git-files.mjs';
import { archivePageMessage, rawArchivePageMessage, readableText, restorePipermailAddresses, signature, similarity, splitMbox, stripLeadingLogLines, stripListHeaders, wrapBounceNotice, wrapReplyBody } from './messages.mjs';
import { labelFromReasons, sisimaiExpectations } from './sisimai.mjs';
import { LABEL_REPOS, SOURCES, parseManualLabel, talonRole } from './sources.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const MIRROR_DEFAULT = '/work/.mirror';
const NEAR_DUPLICATE = 0.8;

function parseArgs(argv) {
  const options = { mirror: process.env.INBOUND_CORPUS_MIRROR ?? MIRROR_DEFAULT, repos: new Map(), out: join(ROOT, 'test', 'artifacts', 'inbound-corpus') };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--mirror') options.mirror = value;
    else if (flag === '--out') options.out = value;
    else if (flag === '--repo') options.repos.set(value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1));
    else throw new Error(`unknown argument ${flag}`);
    i += 1;
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
// a snapshot's git directory is <owner>+<name>/repo, or repo/.git where the snapshot came with a work-tree layout
const gitDirOf = (repo) => {
  if (options.repos.has(repo)) return options.repos.get(repo);
  const dir = join(options.mirror, repo.replace('/', '+'), 'repo');
  return existsSync(join(dir, 'HEAD')) || !existsSync(join(dir, '.git', 'HEAD')) ? dir : join(dir, '.git');
};
const missing = [...SOURCES.map((s) => s.repo), ...Object.values(LABEL_REPOS)].filter((repo) => !existsSync(gitDirOf(repo)));
if (missing.length) {
  console.error(`Missing snapshots (fetch them, or pass --repo owner/name=GIT_DIR):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

/**
 * manual-labels.tsv (tuning sources) and holdout-labels.tsv (hold-out sources) as one Map from "repo<TAB>path"
 * to { label, why }. A "why" that starts with "synthetic" marks a fixture the project's developers wrote by hand.
 */
function readManualLabels() {
  const labels = new Map();
  for (const file of ['manual-labels.tsv', 'holdout-labels.tsv']) {
    for (const line of readFileSync(join(import.meta.dirname, file), 'utf8').split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      const [repo, path, label, why] = line.split('\t');
      if (labels.has(`${repo}\t${path}`)) throw new Error(`${file}: ${repo} ${path} is labelled twice`);
      labels.set(`${repo}\t${path}`, { ...parseManualLabel(label), why, ...(/^synthetic\b/.test(why ?? '') ? { synthetic: true } : {}) });
    }
  }
  return labels;
}

const manual = readManualLabels();
const expectations = sisimaiExpectations(gitDirOf(LABEL_REPOS.go), gitDirOf(LABEL_REPOS.perl));
const dropped = [];
const drop = (repo, path, why) => dropped.push({ repo, path, why });

const headerOf = (raw, name) => new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw.toString('latin1').split(/\r?\n\r?\n/)[0])?.[1].trim() ?? null;

/**
 * The messages of an mbox whose "From " separator lines give the time without seconds ("From owner@host Wed Feb  9
 * 22:02 MET 2000", markov2/perl5-Mail-Box's test folder), for sources with mbox: 'minutes'. Bounded like splitMbox:
 * a separator only at the start of the file or after a blank line.
 */
function splitMboxMinutes(buffer) {
  const text = buffer.toString('latin1');
  const separator = /(^|\n\n)From \S+ +\w{3} \w{3} +\d{1,2} \d\d:\d\d(?::\d\d)?(?: [A-Z]{3,4})? \d{4}\n/g;
  const starts = [...text.matchAll(separator)].map((m) => ({ at: m.index + m[1].length, body: m.index + m[0].length }));
  return starts.map((start, i) => Buffer.from(text.slice(start.body, i + 1 < starts.length ? starts[i + 1].at : text.length), 'latin1'));
}

/**
 * A label path "<commit>:<file>" names a file as it was at that commit, not at HEAD: a public-inbox archive (v2 git
 * layout, e.g. the linux-mailinglist-archives repositories) keeps one message a commit, always as the file "m".
 */
const AT_COMMIT = /^[0-9a-f]{40}:[^#]+$/;

/** A file that holds a whole message (headers and body), in a source whose other files hold reply bodies only. */
const WHOLE_MESSAGE = /\.eml$/;

/** The bytes of each "<commit>:<file>" path, as a Map (paths git cannot resolve are left out). */
function filesAtCommits(gitDir, paths) {
  const result = new Map();
  if (paths.length === 0) return result;
  const check = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '--batch-check'], { input: `${paths.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 26 });
  const ids = check.stdout.split('\n').map((line) => line.split(' ')[0]);
  const blobs = readBlobs(gitDir, ids.filter((id) => /^[0-9a-f]{40}$/.test(id)));
  paths.forEach((path, i) => {
    if (blobs.has(ids[i])) result.set(path, blobs.get(ids[i]));
  });
  return result;
}

/**
 * Messages that answer whoever wrote to them: a person's reply or unsubscribe request, and an auto-reply (a contact
 * form's acknowledgement, an out-of-office). One that reached a list archive went to the list's address, and the
 * list added its own headers; sent to one of our mailboxes it would come without them.
 */
const ANSWERS_A_SENDER = new Set(['human_reply', 'unsubscribe_request', 'auto_reply']);

/** The candidate messages of one source: [{ path, raw, label, transform? }]. */
function candidates(source, gitDir) {
  const listedPaths = [...manual.keys()].filter((key) => key.startsWith(`${source.repo}\t`)).map((key) => key.split('\t')[1]);
  const listed = listedPaths.filter((path) => !AT_COMMIT.test(path)).map((path) => path.replace(/#\d+$/, ''));
  const folders = source.folders ?? [...new Set(listed.map((path) => dirname(path)))];
  const files = folders.flatMap((folder) => listFiles(gitDir, folder));
  const blobs = readBlobs(gitDir, files.map((f) => f.blob));
  const historic = filesAtCommits(gitDir, listedPaths.filter((path) => AT_COMMIT.test(path)));
  const whole = (path) => (AT_COMMIT.test(path) ? historic.get(path) : blobs.get(files.find((f) => f.path === path)?.blob));
  // "file#N" names the Nth message (from 0) of an mbox file
  const bytes = (path) => {
    const [, file, index] = /^(.*?)(?:#(\d+))?$/.exec(path);
    const raw = whole(file);
    return raw && index !== undefined ? (source.mbox === 'minutes' ? splitMboxMinutes : splitMbox)(raw)[Number(index)] : raw;
  };
  const taken = [];
  const take = (path, raw, label, extra = {}) => {
    if (!raw) return drop(source.repo, path, 'not in the snapshot (too large)');
    if (raw.toString('utf8').trim() === '') return drop(source.repo, path, 'empty file');
    if (label.drop) return drop(source.repo, path, label.why ?? label.drop);
    const { why, drop: _, ...clean } = label;
    taken.push({ path, raw, label: { ...clean, reason: label.reason ?? why }, ...extra });
  };
  if (source.role === 'manual') {
    // wrap: 'bounce-notice' (the text of a delivery notice, given its mail system's headers), 'archive-page' (a list
    // archive's page per message, rebuilt into the message), 'raw-archive-page' (a list archive's page per message
    // that keeps the whole raw message, taken out of the page) or 'pipermail' (a Mailman text archive's message with
    // its "user at host" addresses restored), 'leading-log-line' (a message saved after a program's log line: the lines
    // before its headers removed), 'reply-body' / 'reply-body-html' (a reply-parser fixture that holds a
    // reply's text or HTML body only, given reply headers as for reply-body sources; an .eml file of such a source is
    // a whole message and is taken as it is); stripListHeaders: a person's list posts (replies and unsubscribe requests) and auto-replies lose the headers the list
    // added, as for list-reply sources
    const wrap = {
      'bounce-notice': (raw, path) => wrapBounceNotice(raw, `${source.repo}/${path}`),
      'archive-page': (raw) => archivePageMessage(raw),
      'raw-archive-page': (raw) => rawArchivePageMessage(raw),
      pipermail: (raw) => restorePipermailAddresses(raw),
      'leading-log-line': (raw) => stripLeadingLogLines(raw),
      'reply-body': (raw, path) => (WHOLE_MESSAGE.test(path) ? raw : wrapReplyBody(raw, `${source.repo}/${path}`)),
      'reply-body-html': (raw, path) => (WHOLE_MESSAGE.test(path) ? raw : wrapReplyBody(raw, `${source.repo}/${path}`, { html: true })),
    }[source.wrap];
    const transform = {
      'bounce-notice': 'header-wrapped',
      'archive-page': 'rebuilt-from-archive-page',
      'raw-archive-page': 'extracted-from-archive-page',
      pipermail: 'pipermail-addresses-restored',
      'leading-log-line': 'log-line-removed',
      'reply-body': 'header-wrapped',
      'reply-body-html': 'header-wrapped',
    }[source.wrap];
    for (const [key, label] of manual) {
      const [repo, path] = key.split('\t');
      if (repo !== source.repo) continue;
      const raw = bytes(path);
      const wrapped = wrap && raw ? wrap(raw, path) : null;
      if (wrap && raw && !wrapped) {
        drop(source.repo, path, 'the page could not be rebuilt into a message');
        continue;
      }
      // A source may be both rebuilt (pipermail addresses) and stripped of a list's headers: the list's rule runs last.
      const built = wrap ? wrapped : raw;
      const stripped = source.stripListHeaders && ANSWERS_A_SENDER.has(label.kind) && built ? stripListHeaders(built) : null;
      if (stripped) take(path, stripped, label, { transform: 'list-headers-removed' });
      else if (wrap && wrapped !== raw) take(path, wrapped, label, { transform });
      else take(path, raw, label);
    }
  } else if (source.role === 'sisimai') {
    for (const file of files.filter((f) => f.path.endsWith('.eml'))) {
      const raw = blobs.get(file.blob);
      const override = manual.get(`${source.repo}\t${file.path}`);
      const expected = expectations.lookup(file.path.split('/').pop());
      const mapped = expected && file.path.startsWith('maildir/bsd/') ? labelFromReasons(expected, raw?.toString('latin1') ?? '') : null;
      if (override) {
        const reason = mapped?.reason && !override.why.startsWith(mapped.reason) ? `${mapped.reason}: ${override.why}` : override.why;
        take(file.path, raw, { ...override, reason });
      } else if (mapped) take(file.path, raw, mapped.drop ? { drop: true, why: mapped.drop } : mapped);
      else drop(source.repo, file.path, 'no expected reason in sisimai tests and no manual label');
    }
  } else if (source.role === 'reply-body') {
    for (const file of files.filter((f) => source.pattern.test(f.path))) {
      const raw = blobs.get(file.blob);
      take(file.path, raw && wrapReplyBody(raw, `${source.repo}/${file.path}`), { kind: 'human_reply', reason: 'reply-parser fixture' }, { transform: 'header-wrapped' });
    }
  } else if (source.role === 'talon') {
    for (const file of files) {
      const role = talonRole(file.path);
      const raw = blobs.get(file.blob);
      if (role === 'message') take(file.path, raw, { kind: 'human_reply', reason: 'reply fixture (whole message)' });
      else if (role) {
        const sender = bytes(file.path.replace(/_body$/, '_sender'))?.toString('utf8') ?? null;
        const body = raw && wrapReplyBody(raw, `${source.repo}/${file.path}`, { html: role === 'html', sender: file.path.endsWith('_body') ? sender : null });
        take(file.path, body, { kind: 'human_reply', reason: `reply fixture (${role} body)` }, { transform: 'header-wrapped' });
      }
    }
  } else if (source.role === 'list-reply') {
    const seen = new Set();
    for (const file of files) {
      const raw = blobs.get(file.blob);
      if (!raw) continue;
      const subject = headerOf(raw, 'Subject') ?? '';
      const id = headerOf(raw, 'Message-ID');
      if (!/^(re|aw):/i.test(subject) || !headerOf(raw, 'In-Reply-To') || (id && seen.has(id))) continue;
      if (id) seen.add(id);
      const stripped = stripListHeaders(raw);
      take(file.path, stripped ?? raw, { kind: 'human_reply', reason: 'mailing-list reply' }, stripped ? { transform: 'list-headers-removed' } : {});
    }
  }
  return taken;
}

const kept = [];
const byDigest = new Map();
const sourceSummaries = [];
for (const source of SOURCES) {
  const gitDir = gitDirOf(source.repo);
  const commit = headCommit(gitDir);
  const before = dropped.length;
  let count = 0;
  for (const item of candidates(source, gitDir)) {
    const digest = createHash('sha256').update(item.raw).digest('hex');
    const copy = byDigest.get(digest);
    if (copy) {
      drop(source.repo, item.path, `same bytes as ${copy.repo}:${copy.path}`);
      continue;
    }
    const sig = signature(await readableText(item.raw));
    const near = kept.find((other) => other.repo !== source.repo && similarity(sig, other.sig) >= NEAR_DUPLICATE);
    if (near) {
      drop(source.repo, item.path, `near-duplicate of ${near.repo}:${near.path} (${similarity(sig, near.sig).toFixed(2)})`);
      continue;
    }
    const entry = { ...item, repo: source.repo, commit, set: source.set, sig };
    byDigest.set(digest, entry);
    kept.push(entry);
    count += 1;
  }
  sourceSummaries.push({ repo: source.repo, commit, set: source.set, role: source.role, messages: count, dropped: dropped.length - before });
}

rmSync(options.out, { recursive: true, force: true });
const messages = {};
for (const entry of kept) {
  const name = entry.path.replace(/\//g, '__').replace(/[^\w.+-]/g, '_');
  const file = `${entry.set}/${entry.repo.replace('/', '+')}/${name.endsWith('.eml') ? name : `${name}.eml`}`;
  mkdirSync(dirname(join(options.out, file)), { recursive: true });
  writeFileSync(join(options.out, file), entry.raw);
  const { kind, bounce_class, action, out_of_office, return_date, reason, synthetic } = entry.label;
  messages[file] = {
    kind,
    ...(bounce_class ? { bounce_class } : {}),
    ...(action ? { action } : {}),
    ...(out_of_office !== undefined ? { out_of_office } : {}),
    ...(return_date ? { return_date } : {}),
    set: entry.set,
    source: { repo: entry.repo, commit: entry.commit, path: entry.path },
    reason,
    ...(entry.transform ? { transform: entry.transform } : {}),
    ...(synthetic ? { synthetic: true } : {}),
  };
}
const labelRepos = Object.values(LABEL_REPOS).map((repo) => ({ repo, commit: headCommit(gitDirOf(repo)), used_for: 'sisimai expected reasons' }));
const labels = { built_by: 'test/perf/inbound-corpus/build-corpus.mjs', sources: sourceSummaries, label_sources: labelRepos, dropped, messages };
writeFileSync(join(options.out, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);

const count = (set) => Object.values(messages).filter((m) => m.set === set).length;
console.log(`Wrote ${kept.length} messages (tune ${count('tune')}, holdout ${count('holdout')}) and labels.json to ${options.out}; dropped ${dropped.length}.`);
for (const s of sourceSummaries) console.log(`  ${s.set.padEnd(7)} ${s.repo.padEnd(40)} ${s.commit.slice(0, 12)}  ${String(s.messages).padStart(4)} taken, ${s.dropped} dropped`);
