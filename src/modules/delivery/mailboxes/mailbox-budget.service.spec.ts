import type { SequenceSendSettings } from '../sequence-send/sequence-send.config';
import type { MailboxBudgetRepository } from './mailbox-budget.repository';
import { ALL_PAUSED_RECHECK_MS, MailboxBudgetService } from './mailbox-budget.service';
import type { MailboxPauseService } from './mailbox-pause.service';

describe(MailboxBudgetService.name, () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const build = (paused: string[]) => {
    const tried: string[] = [];
    const usage = { reserve: async (mailbox: string) => { tried.push(mailbox); return { ok: true as const }; } } as unknown as MailboxBudgetRepository;
    const pauses = { pausedSet: async () => new Set(paused) } as unknown as MailboxPauseService;
    const settings = { mailboxes: ['a@x.example', 'b@x.example'], perMinute: 10, perDay: 100 } as SequenceSendSettings;
    return { sut: new MailboxBudgetService(usage, pauses, settings), tried };
  };

  it('should never pick a paused mailbox from the pool', async () => {
    for (const key of ['seq:1:1', 'seq:2:1', 'seq:3:1', 'seq:4:1']) {
      const { sut, tried } = build(['a@x.example']);
      expect(await sut.choose(key, null, now)).toEqual({ ok: true, mailbox: 'b@x.example' });
      expect(tried).toEqual(['b@x.example']);
    }
  });

  it('should answer paused, looking again later, when every mailbox the send may use is paused', async () => {
    const all = build(['a@x.example', 'b@x.example']);
    expect(await all.sut.choose('seq:1:1', null, now)).toEqual({ ok: false, paused: true, until: new Date(now.getTime() + ALL_PAUSED_RECHECK_MS) });
    expect(all.tried).toEqual([]);
    const own = build(['a@x.example']);
    expect(await own.sut.choose('seq:1:1', 'a@x.example', now)).toMatchObject({ ok: false, paused: true });
  });
});
