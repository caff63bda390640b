/**
 * The labelled corpus (test/fixtures/inbound-mail, written by its generate.mjs): every message is classified and
 * compared with labels.json; a per-class precision/recall table is printed and the quality bars are asserted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyInboundMail } from './inbound-mail-classifier.service';
import type { DeliveryReportAction, InboundMailClassification, InboundMailKind } from './inbound-mail.types';
import { verifiedReplyRun } from './reply-token.policy';

interface Label {
  kind: InboundMailKind;
  bounce_class?: string;
  /** delivery_report: what the report says happened. */
  action?: DeliveryReportAction;
  recipient?: string;
  status?: string | null;
  out_of_office?: boolean;
  return_date?: string | null;
  text_includes?: string;
  text_excludes?: string | null;
  reply_run?: string | null;
  original_message_id?: string;
}

const ROOT = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'inbound-mail');
const corpus = JSON.parse(readFileSync(join(ROOT, 'labels.json'), 'utf8')) as { reply_token_secret: string; messages: Record<string, Label> };
const KINDS: InboundMailKind[] = ['human_reply', 'unsubscribe_request', 'auto_reply', 'bounce', 'delivery_report', 'complaint', 'other'];

const ratio = (hits: number, total: number): number => (total === 0 ? 1 : hits / total);
const pct = (value: number): string => `${(value * 100).toFixed(1)}%`;

describe('inbound mail corpus', () => {
  const results = new Map<string, InboundMailClassification>();

  beforeAll(async () => {
    for (const file of Object.keys(corpus.messages)) results.set(file, await classifyInboundMail(readFileSync(join(ROOT, file))));
    // Several hundred messages: on a busy machine, beside the other suites, this takes longer than jest's 5 s default.
  }, 60_000);

  const labelled = (): Array<[string, Label, InboundMailClassification]> => Object.entries(corpus.messages).map(([file, label]) => [file, label, results.get(file)!]);

  it('should hold at least 220 messages of every kind', () => {
    const entries = labelled();
    expect(entries.length).toBeGreaterThanOrEqual(220);
    for (const kind of KINDS) expect(entries.filter(([, label]) => label.kind === kind).length).toBeGreaterThan(5);
  });

  it('should classify with the precision and recall the sequences rely on', () => {
    const entries = labelled();
    const rows = KINDS.map((kind) => {
      const truePositives = entries.filter(([, label, result]) => label.kind === kind && result.kind === kind).length;
      const predicted = entries.filter(([, , result]) => result.kind === kind).length;
      const actual = entries.filter(([, label]) => label.kind === kind).length;
      return { kind, messages: actual, precision: ratio(truePositives, predicted), recall: ratio(truePositives, actual) };
    });
    const misses = entries.filter(([, label, result]) => label.kind !== result.kind).map(([file, label, result]) => `${file}: ${label.kind} read as ${result.kind} (${result.reasons.join('; ')})`);
    console.log(['kind                 messages  precision  recall', ...rows.map((row) => `${row.kind.padEnd(20)} ${String(row.messages).padStart(8)}  ${pct(row.precision).padStart(9)}  ${pct(row.recall).padStart(6)}`), ...misses].join('\n'));

    // Each message is one written pattern (a wording, a header, a layout): none may be read as another kind.
    expect(misses).toEqual([]);
    const of = (kind: InboundMailKind) => rows.find((row) => row.kind === kind)!;
    expect(of('auto_reply').precision).toBeGreaterThanOrEqual(0.99);
    expect(of('human_reply').recall).toBeGreaterThanOrEqual(0.98);
    expect(of('bounce').recall).toBeGreaterThanOrEqual(0.98);
    expect(of('bounce').precision).toBeGreaterThanOrEqual(0.99);
    expect(of('delivery_report').recall).toBeGreaterThanOrEqual(0.98);
    expect(of('delivery_report').precision).toBeGreaterThanOrEqual(0.98);
    expect(of('complaint').recall).toBeGreaterThanOrEqual(0.98);
    expect(of('complaint').precision).toBeGreaterThanOrEqual(0.99);
  });

  it('should read the complaining recipient (null when redacted) and the Message-ID complained about', () => {
    const complaints = labelled().filter(([, label]) => label.kind === 'complaint');
    const wrong = complaints
      .filter(([, label, result]) => result.complaint?.recipient !== (label.recipient ?? null) || result.complaint?.original_message_id !== label.original_message_id)
      .map(([file, label, result]) => `${file}: want ${label.recipient} ${label.original_message_id}, got ${JSON.stringify(result.complaint)}`);
    console.log([`complaints ${complaints.length}: recipient and Message-ID right in ${complaints.length - wrong.length}`, ...wrong].join('\n'));
    expect(complaints.filter(([, label]) => label.recipient === null).length).toBeGreaterThanOrEqual(2);
    expect(wrong).toEqual([]);
  });

  it('should class bounces and read their recipient and status', () => {
    const bounces = labelled().filter(([, label]) => label.kind === 'bounce');
    const classOk = bounces.filter(([, label, result]) => result.bounce?.class === label.bounce_class).length;
    const recipientOk = bounces.filter(([, label, result]) => result.bounce?.recipient === label.recipient).length;
    const statusOk = bounces.filter(([, label, result]) => result.bounce?.status === label.status).length;
    const wrong = bounces
      .filter(([, label, result]) => result.bounce?.class !== label.bounce_class || result.bounce?.recipient !== label.recipient || result.bounce?.status !== label.status)
      .map(([file, label, result]) => `${file}: want ${label.bounce_class} ${label.recipient} ${label.status}, got ${JSON.stringify(result.bounce)}`);
    console.log([`bounces ${bounces.length}: class ${pct(ratio(classOk, bounces.length))}, recipient ${pct(ratio(recipientOk, bounces.length))}, status ${pct(ratio(statusOk, bounces.length))}`, ...wrong].join('\n'));
    // Every one of our own bounces is classed, addressed and coded right: a miss is a regression.
    expect(wrong).toEqual([]);
    for (const klass of ['hard', 'soft', 'policy']) expect(bounces.filter(([, label]) => label.bounce_class === klass).length).toBeGreaterThanOrEqual(10);
  });

  it('should read what delivery reports say happened, to whom, with which status', () => {
    const reports = labelled().filter(([, label]) => label.kind === 'delivery_report');
    const wrong = reports
      .filter(([, label, result]) => result.delivery_report?.action !== label.action || result.delivery_report?.recipient !== label.recipient || result.delivery_report?.status !== label.status)
      .map(([file, label, result]) => `${file}: want ${label.action} ${label.recipient} ${label.status}, got ${JSON.stringify(result.delivery_report)}`);
    console.log([`delivery reports ${reports.length}: action, recipient and status right in ${reports.length - wrong.length}`, ...wrong].join('\n'));
    for (const action of ['delivered', 'relayed', 'delayed']) expect(reports.filter(([, label]) => label.action === action).length).toBeGreaterThanOrEqual(2);
    expect(ratio(reports.length - wrong.length, reports.length)).toBeGreaterThanOrEqual(0.98);
  });

  it('should tell out-of-office notices and read their return dates', () => {
    const autos = labelled().filter(([, label]) => label.kind === 'auto_reply');
    const oooOk = autos.filter(([, label, result]) => label.out_of_office === undefined || result.auto_reply?.out_of_office === label.out_of_office).length;
    const dated = autos.filter(([, label]) => label.return_date !== undefined);
    const dateOk = dated.filter(([, label, result]) => result.auto_reply?.return_date === label.return_date).length;
    const wrong = dated.filter(([, label, result]) => result.auto_reply?.return_date !== label.return_date).map(([file, label, result]) => `${file}: want ${label.return_date}, got ${result.auto_reply?.return_date}`);
    console.log([`auto-replies ${autos.length}: out-of-office flag ${pct(ratio(oooOk, autos.length))}; return dates ${pct(ratio(dateOk, dated.length))} of ${dated.length} labelled (${dated.filter(([, l]) => l.return_date).length} with a date)`, ...wrong].join('\n'));
    expect(dated.filter(([, label]) => label.return_date).length).toBeGreaterThanOrEqual(30);
    expect(ratio(oooOk, autos.length)).toBeGreaterThanOrEqual(0.98);
    expect(ratio(dateOk, dated.length)).toBeGreaterThanOrEqual(0.98);
  });

  it('should strip the quoted history from human replies and keep what the person wrote', () => {
    const replies = labelled().filter(([, label]) => label.text_includes !== undefined);
    const ok = replies.filter(([, label, result]) => {
      const text = result.human_reply?.text ?? '';
      return text.includes(label.text_includes!) && (!label.text_excludes || !text.includes(label.text_excludes)) && !/\bwrote:|escribi[oó]:/.test(text);
    });
    const wrong = replies.filter((entry) => !ok.includes(entry)).map(([file, , result]) => `${file}: ${JSON.stringify(result.human_reply?.text.slice(0, 200))}`);
    console.log([`visible reply text right in ${ok.length} of ${replies.length}`, ...wrong].join('\n'));
    expect(ratio(ok.length, replies.length)).toBeGreaterThanOrEqual(0.98);
  });

  it('should find and verify the reply token of every reply that carries one', () => {
    const tokened = labelled().filter(([, label]) => typeof label.reply_run === 'string');
    expect(tokened.length).toBeGreaterThan(30);
    for (const [, label, result] of tokened) expect(verifiedReplyRun(result.reply_token_candidates, corpus.reply_token_secret)).toBe(label.reply_run);
    for (const [, , result] of tokened.slice(0, 5)) expect(verifiedReplyRun(result.reply_token_candidates, 'another-secret-0123456789')).toBeNull();
  });
});
