import { Injectable } from '@nestjs/common';
import { type ContactListFilter, type ContactListRow, type ContactSort, FILTERED_COUNT_CAP, isContactsBusy, isFiltered, LIST_COUNT_CAP, parseContactSort, searchTerm } from './contact-list.policy';
import { ContactListRepository } from './contact-list.repository';
import { contactsBusy } from './contacts.errors';
import type { ListContactsQueryDto } from './dto/list-contacts.dto';

/** How long a search with many matches may walk the sort index before all its matches are collected and sorted instead. */
const SEARCH_WALK_TIMEOUT_MS = 50;

export interface ContactListPage {
  rows: ContactListRow[];
  total: number;
  totalExact: boolean;
  nextOffset: number | null;
  hasMore: boolean;
  limit: number;
  offset: number;
}

/** The contacts list of the Manual Assignment dialog: search, filters, sort and offset paging. */
@Injectable()
export class ContactListService {
  constructor(private readonly list: ContactListRepository) {}

  /**
   * One page. Without a search the sort index is walked. A search with few matches (its capped count is exact)
   * collects them all and sorts them (a walk would look for them through the whole index); one with many matches
   * walks the sort index for at most 50 ms, then collects and sorts. A database shedding load answers
   * CONTACTS_BUSY instead of failing.
   */
  async page(query: ListContactsQueryDto): Promise<ContactListPage> {
    const filter: ContactListFilter = {
      term: searchTerm(query.q ?? query.search),
      lifecycleStage: query.lifecycle_stage,
      consentStatus: query.consent_status,
      minLeadScore: query.min_lead_score,
      notEnrolledInSequence: query.not_enrolled_in_sequence,
    };
    const sort = parseContactSort(query.sort, query.order);
    try {
      const counting = this.list.cappedCount(filter, isFiltered(filter) ? FILTERED_COUNT_CAP : LIST_COUNT_CAP);
      // Without a search the page does not depend on the count: both run at once.
      const [count, fetched] = filter.term
        ? await counting.then(async (counted) => [counted, await this.readPage(filter, sort, query.limit + 1, query.offset, counted.exact)] as const)
        : await Promise.all([counting, this.readPage(filter, sort, query.limit + 1, query.offset, false)]);
      const hasMore = fetched.length > query.limit;
      const rows = fetched.slice(0, query.limit);
      return {
        rows,
        total: count.exact ? count.total : Math.max(count.total, query.offset + rows.length),
        totalExact: count.exact,
        nextOffset: hasMore ? query.offset + rows.length : null,
        hasMore,
        limit: query.limit,
        offset: query.offset,
      };
    } catch (error) {
      if (isContactsBusy(error)) throw contactsBusy();
      throw error;
    }
  }

  private async readPage(filter: ContactListFilter, sort: ContactSort, limit: number, offset: number, fewMatches: boolean): Promise<ContactListRow[]> {
    if (!filter.term) return this.list.page(filter, sort, limit, offset, false);
    if (fewMatches) return this.list.page(filter, sort, limit, offset, true);
    return (await this.list.walkWithin(SEARCH_WALK_TIMEOUT_MS, filter, sort, limit, offset)) ?? this.list.page(filter, sort, limit, offset, true);
  }
}
