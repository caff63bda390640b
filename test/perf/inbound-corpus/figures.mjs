// The figures the corpus runner reports, computed from [{ file, label, result }] where `label` is a labels.json
// entry and `result` the classifier's answer. A message's class is its kind, with bounces split by class
// (bounce/hard, bounce/soft, bounce/policy), so a hard bounce read as soft is a miss.

export const CLASSES = [
  'human_reply', 'unsubscribe_request', 'auto_reply', 'bounce/hard', 'bounce/soft', 'bounce/policy', 'delivery_report', 'complaint', 'other',
];
const PERSON = new Set(['human_reply', 'unsubscribe_request']);

/** The targets: a name, how the figure is read from the summary, and the bar it must clear. */
export const TARGETS = [
  { name: 'human replies read as machine mail', figure: (f) => f.humanAsMachine.count, pass: (v) => v === 0, bar: '= 0' },
  { name: 'machine messages read as a person', figure: (f) => f.machineAsPerson.rate, pass: (v) => v <= 0.005, bar: '<= 0.5%', percent: true },
  { name: 'hard-bounce recall', figure: (f) => f.perClass['bounce/hard'].recall, pass: (v) => v >= 0.95, bar: '>= 95%', percent: true },
  { name: 'policy-bounce recall', figure: (f) => f.perClass['bounce/policy'].recall, pass: (v) => v >= 0.9, bar: '>= 90%', percent: true },
  { name: 'soft-bounce precision', figure: (f) => f.perClass['bounce/soft'].precision, pass: (v) => v >= 0.9, bar: '>= 90%', percent: true },
  { name: 'overall accuracy', figure: (f) => f.accuracy, pass: (v) => v >= 0.93, bar: '>= 93%', percent: true },
  { name: 'stated return dates found', figure: (f) => f.returnDates.found, pass: (v, f) => v === f.returnDates.stated, bar: 'all', show: (f) => `${f.returnDates.found}/${f.returnDates.stated}` },
];

/** The class a label or a classification stands for. */
export function classOf(entry) {
  if (entry.kind === 'bounce') return `bounce/${entry.bounce_class ?? entry.bounce?.class ?? '?'}`;
  return entry.kind;
}

const ratio = (hits, total) => (total === 0 ? null : hits / total);

/** Every figure for one set of rows. */
export function computeFigures(rows) {
  const pairs = rows.map((row) => ({ ...row, expected: classOf(row.label), predicted: classOf(row.result) }));
  const matrix = Object.fromEntries(CLASSES.map((e) => [e, Object.fromEntries(CLASSES.map((p) => [p, 0]))]));
  const extra = new Set();
  for (const pair of pairs) {
    if (!CLASSES.includes(pair.predicted)) extra.add(pair.predicted);
    matrix[pair.expected] ??= {};
    matrix[pair.expected][pair.predicted] = (matrix[pair.expected][pair.predicted] ?? 0) + 1;
  }
  const perClass = {};
  for (const cls of CLASSES) {
    const actual = pairs.filter((p) => p.expected === cls).length;
    const predicted = pairs.filter((p) => p.predicted === cls).length;
    const hits = pairs.filter((p) => p.expected === cls && p.predicted === cls).length;
    perClass[cls] = { messages: actual, predicted, hits, precision: ratio(hits, predicted), recall: ratio(hits, actual) };
  }
  const humans = pairs.filter((p) => p.expected === 'human_reply');
  const machines = pairs.filter((p) => !PERSON.has(p.expected));
  const humanAsMachine = humans.filter((p) => !PERSON.has(p.predicted));
  const machineAsPerson = machines.filter((p) => PERSON.has(p.predicted));
  const stated = pairs.filter((p) => p.label.return_date);
  const found = stated.filter((p) => p.result.auto_reply?.return_date === p.label.return_date);
  const ooo = pairs.filter((p) => p.label.kind === 'auto_reply' && p.result.kind === 'auto_reply');
  const reports = pairs.filter((p) => p.label.kind === 'delivery_report' && p.result.kind === 'delivery_report');
  return {
    messages: pairs.length,
    accuracy: ratio(pairs.filter((p) => p.expected === p.predicted).length, pairs.length),
    perClass,
    matrix,
    otherPredictions: [...extra],
    humanAsMachine: { count: humanAsMachine.length, of: humans.length },
    machineAsPerson: { count: machineAsPerson.length, of: machines.length, rate: ratio(machineAsPerson.length, machines.length) ?? 0 },
    returnDates: { stated: stated.length, found: found.length },
    outOfOfficeFlag: { right: ooo.filter((p) => p.result.auto_reply?.out_of_office === p.label.out_of_office).length, of: ooo.length },
    reportActions: { right: reports.filter((p) => p.result.delivery_report?.action === p.label.action).length, of: reports.length },
  };
}

/** Each target with its figure and whether it passes. */
export function checkTargets(figures) {
  return TARGETS.map((target) => {
    const value = target.figure(figures);
    const shown = target.show ? target.show(figures) : target.percent ? pct(value).trim() : String(value);
    return { name: target.name, value, shown, bar: target.bar, pass: value !== null && target.pass(value, figures) };
  });
}

export const pct = (value) => (value === null || value === undefined ? '   n/a' : `${(value * 100).toFixed(1)}%`.padStart(6));

/** The per-class table, the confusion matrix and the headline figures as printable lines. */
export function formatFigures(figures) {
  const lines = ['class                  messages  predicted  precision  recall'];
  for (const cls of CLASSES) {
    const c = figures.perClass[cls];
    lines.push(`${cls.padEnd(22)} ${String(c.messages).padStart(8)}  ${String(c.predicted).padStart(9)}  ${pct(c.precision).padStart(9)}  ${pct(c.recall)}`);
  }
  const short = { human_reply: 'human', unsubscribe_request: 'unsub', auto_reply: 'auto', 'bounce/hard': 'hard', 'bounce/soft': 'soft', 'bounce/policy': 'policy', delivery_report: 'report', complaint: 'compl', other: 'other' };
  const columns = [...CLASSES, ...figures.otherPredictions];
  lines.push('', `confusion (rows: expected, columns: predicted)`, `${''.padEnd(22)}${columns.map((c) => (short[c] ?? c).padStart(7)).join('')}`);
  for (const cls of CLASSES) lines.push(`${cls.padEnd(22)}${columns.map((c) => String(figures.matrix[cls]?.[c] ?? 0).padStart(7)).join('')}`);
  lines.push(
    '',
    `overall accuracy: ${pct(figures.accuracy).trim()} of ${figures.messages}`,
    `human replies read as machine mail: ${figures.humanAsMachine.count} of ${figures.humanAsMachine.of}`,
    `machine messages read as a person: ${figures.machineAsPerson.count} of ${figures.machineAsPerson.of} (${pct(figures.machineAsPerson.rate).trim()})`,
    `hard-bounce recall ${pct(figures.perClass['bounce/hard'].recall).trim()}, policy recall ${pct(figures.perClass['bounce/policy'].recall).trim()}, soft-bounce precision ${pct(figures.perClass['bounce/soft'].precision).trim()}`,
    `return dates found/stated: ${figures.returnDates.found}/${figures.returnDates.stated}; out-of-office flag right on ${figures.outOfOfficeFlag.right} of ${figures.outOfOfficeFlag.of} auto-replies; delivery-report action right on ${figures.reportActions.right} of ${figures.reportActions.of}`,
  );
  return lines;
}
