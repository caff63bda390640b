import { Injectable } from '@nestjs/common';
import { CommonError, CommonErrorCode } from 'src/common/errors/app-error';
import type { InboundMessageDto, ReplyDto, ReplyListResponseDto, UnmatchedListResponseDto } from './dto/replies.dto';
import { REPLIES_PAGE_SIZE, type ReplyWindow, replyRunStatus, replyWindowInterval } from './replies.policy';
import { RepliesRepository, type ReplyRow } from './replies.repository';

@Injectable()
export class RepliesService {
  constructor(private readonly repo: RepliesRepository) {}

  async list(query: { since: ReplyWindow; page: number; limit?: number }): Promise<ReplyListResponseDto> {
    const interval = replyWindowInterval(query.since);
    const limit = query.limit ?? REPLIES_PAGE_SIZE;
    const [rows, total] = await Promise.all([this.repo.page(interval, limit, (query.page - 1) * limit), this.repo.count(interval)]);
    return { success: true, items: rows.map(toReply), page: query.page, limit, total, error: null };
  }

  /** Inbound mail that changed nothing (or less than its kind would), with why: the Unmatched mail view. */
  async unmatched(query: { since: ReplyWindow; page: number; limit?: number }): Promise<UnmatchedListResponseDto> {
    const interval = replyWindowInterval(query.since);
    const limit = query.limit ?? REPLIES_PAGE_SIZE;
    const [rows, total] = await Promise.all([this.repo.unmatchedPage(interval, limit, (query.page - 1) * limit), this.repo.unmatchedCount(interval)]);
    return { success: true, items: rows.map((row) => ({ ...row, received_at: row.received_at.toISOString() })), page: query.page, limit, total, error: null };
  }

  async message(id: string): Promise<InboundMessageDto> {
    const row = await this.repo.message(id);
    if (!row) throw new CommonError(CommonErrorCode.NotFound, 'Inbound message not found');
    return { ...row, received_at: row.received_at.toISOString() };
  }
}

function toReply(row: ReplyRow): ReplyDto {
  const name = [row.first_name, row.last_name].filter((part) => part && part.trim() !== '').join(' ');
  return {
    id: row.id,
    run_id: row.enrollment_id,
    contact_name: name === '' ? null : name,
    contact_email: row.contact_email,
    sequence_name: row.sequence_name,
    reply_from: row.from_email,
    replied_at: row.received_at.toISOString(),
    status: replyRunStatus(row.status),
    stopped_reason: row.status === 'pending' || row.status === 'active' || row.status === 'paused' ? null : row.end_reason,
  };
}
