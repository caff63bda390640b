// Labels for the sisimai/set-of-emails samples, from sisimai's own test expectations: the Go port's fact/*_test.go
// first (the newest), the Perl version's t/*.t for samples the Go tests do not list. Each public sample
// (maildir/bsd/<prefix>-<engine>-<NN>.eml) has one expected reason per failed recipient; the reason maps to our
// taxonomy with REASON_CLASS below. Reasons that cannot be mapped without reading the message (filtered, onhold,
// undefined) and samples whose recipients map to different classes need a decision in manual-labels.tsv; without
// one the sample is dropped.
import { listFiles, readBlobs } from './git-files.mjs';

/**
 * sisimai reason → our label. hard: the address is dead; soft: temporary or unknown; policy: the receiving side
 * refused our mail; null: decided per message (manual-labels.tsv).
 */
export const REASON_CLASS = {
  userunknown: 'hard', hostunknown: 'hard', hasmoved: 'hard', notaccept: 'hard', suspend: 'hard',
  mailboxfull: 'soft', mesgtoobig: 'soft', exceedlimit: 'soft', systemfull: 'soft', systemerror: 'soft',
  networkerror: 'soft', toomanyconn: 'soft', expired: 'soft', mailererror: 'soft', syntaxerror: 'soft',
  blocked: 'policy', spamdetected: 'policy', policyviolation: 'policy', virusdetected: 'policy', contenterror: 'policy',
  authfailure: 'policy', badreputation: 'policy', requireptr: 'policy', ratelimited: 'policy', speeding: 'policy',
  norelaying: 'policy', securityerror: 'policy', failedstarttls: 'policy', notcompliantrfc: 'policy', rejected: 'policy',
  suppressed: 'policy',
  filtered: null, onhold: null, undefined: null,
};

const text = (buffer) => buffer.toString('utf8');

/** Expectations from the Go tests: file name → [{ reason, feedbackType }]. */
function goExpectations(gitDir) {
  const files = listFiles(gitDir, 'fact').filter((f) => f.path.endsWith('_test.go'));
  const blobs = readBlobs(gitDir, files.map((f) => f.blob));
  const expected = new Map();
  for (const file of files) {
    const source = text(blobs.get(file.blob) ?? Buffer.alloc(0));
    for (const test of source.matchAll(/func Test(Lhost|Rhost)?(\w+)\(t \*testing\.T\) \{([\s\S]*?)\n\}/g)) {
      const prefix = test[1] ? `${test[1].toLowerCase()}-` : '';
      const list = /publiclist := \[\]\[\]IsExpected\{([\s\S]*?)\}; EngineTest\(t, "(\w+)", publiclist/.exec(test[3]);
      if (!list) continue;
      for (const row of list[1].matchAll(/\{"(\d+)"\s*,\s*\d+\s*,\s*"[^"]*"\s*,\s*"[^"]*"\s*,\s*"(\w+)"\s*,\s*(?:true|false)\s*,\s*"([^"]*)"\s*\}/g)) {
        const name = `${prefix}${list[2].toLowerCase()}-${row[1]}.eml`;
        if (!expected.has(name)) expected.set(name, []);
        expected.get(name).push({ reason: row[2], feedbackType: row[3] });
      }
    }
  }
  return expected;
}

/** Expectations from the Perl tests, same shape (the Perl tests give no feedback type). */
function perlExpectations(gitDir) {
  const files = listFiles(gitDir, 't').filter((f) => /^t\/\d+-(lhost|rhost|rfc|arf)[\w-]*\.t$/.test(f.path));
  const blobs = readBlobs(gitDir, files.map((f) => f.blob));
  const expected = new Map();
  for (const file of files) {
    const source = text(blobs.get(file.blob) ?? Buffer.alloc(0));
    const engine = /\$enginename = '(\w+)'/.exec(source)?.[1];
    const block = /my \$isexpected = \{([\s\S]*?)\n\};/.exec(source)?.[1];
    if (!engine || !block) continue;
    const prefix = file.path.includes('-rhost-') ? 'rhost-' : file.path.includes('-lhost-') ? 'lhost-' : '';
    for (const row of block.matchAll(/'(\d+)'\s*=>\s*\[((?:\s*\[[^\]]*\],?)+)\s*\]/g)) {
      const reasons = [...row[2].matchAll(/\['[^']*'\s*,\s*'[^']*'\s*,\s*'(\w+)'/g)].map((r) => ({ reason: r[1], feedbackType: '' }));
      expected.set(`${prefix}${engine.toLowerCase()}-${row[1]}.eml`, reasons);
    }
  }
  return expected;
}

/** Loads both expectation sets; `lookup(fileName)` returns the recipients' expectations or undefined. */
export function sisimaiExpectations(goGitDir, perlGitDir) {
  const go = goExpectations(goGitDir);
  const perl = perlExpectations(perlGitDir);
  return { lookup: (name) => go.get(name) ?? perl.get(name), goCount: go.size, perlCount: perl.size };
}

/**
 * The label sisimai's expectation gives a sample, or { drop } when it cannot be mapped alone. `raw` is read for the
 * feedback type of ARF samples the Go tests do not type and for the action of success reports.
 */
export function labelFromReasons(expectations, raw) {
  const reasons = [...new Set(expectations.map((e) => e.reason))];
  const reason = reasons.join('+');
  if (reasons.length === 0) return { drop: 'no reason in the expectation', reason };
  if (reasons.length === 1 && reasons[0] === 'vacation') return { drop: 'vacation samples need a reading of the text (manual-labels.tsv)', reason };
  if (reasons.length === 1 && reasons[0] === 'feedback') {
    const type = (expectations[0].feedbackType || /^Feedback-Type:\s*([\w-]+)/im.exec(raw)?.[1] || '').toLowerCase();
    if (!type) return { drop: 'feedback report without a Feedback-Type', reason };
    return { kind: type === 'abuse' || type === 'fraud' ? 'complaint' : 'other', reason: `feedback/${type}` };
  }
  if (reasons.length === 1 && reasons[0] === 'delivered') {
    const action = /^Action:\s*(delivered|relayed|expanded)/im.exec(raw)?.[1]?.toLowerCase();
    return action ? { kind: 'delivery_report', action, reason } : { drop: 'success report without a standard Action', reason };
  }
  const classes = [...new Set(reasons.map((r) => REASON_CLASS[r]))];
  if (classes.some((c) => c === null || c === undefined)) return { drop: `reason ${reason} needs a per-message decision`, reason };
  if (classes.length > 1) return { drop: `recipients map to different classes (${reason})`, reason };
  return { kind: 'bounce', bounce_class: classes[0], reason };
}
