import type { InboundGraphReadResult, InboundGraphReaderService } from '../inbound-graph-reader.service';

export type InboundGraphMailboxSyncJobData = { mailbox: string };

/** The scheduled poll: one read job per sending mailbox (so different workers can read different mailboxes). */
export async function handleInboundGraphPoll(reader: InboundGraphReaderService): Promise<{ offered: number }> {
  return { offered: await reader.requestAll() };
}

/** One read of one mailbox's inbox; Graph failures throw → retried with backoff (or delayed on a long Retry-After). */
export function handleInboundGraphMailboxSync(reader: InboundGraphReaderService, data: InboundGraphMailboxSyncJobData): Promise<InboundGraphReadResult> {
  return reader.readMailbox(data.mailbox);
}
