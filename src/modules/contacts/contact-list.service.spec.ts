import type { ContactListFilter, ContactListRow, ContactSort } from './contact-list.policy';
import type { ContactListRepository } from './contact-list.repository';
import { ContactListService } from './contact-list.service';
import type { ListContactsQueryDto } from './dto/list-contacts.dto';

const row = (n: number): ContactListRow => ({ id: `id-${n}` }) as ContactListRow;

/** A repository stand-in that records which read the service chose. */
class FakeList {
  calls: string[] = [];
  constructor(
    private readonly count: { total: number; exact: boolean },
    private readonly walk: ContactListRow[] | null,
    private readonly rows: ContactListRow[],
  ) {}
  cappedCount(_filter: ContactListFilter, cap: number): Promise<{ total: number; exact: boolean }> {
    this.calls.push(`count ${cap}`);
    return Promise.resolve(this.count);
  }
  walkWithin(timeoutMs: number): Promise<ContactListRow[] | null> {
    this.calls.push(`walk ${timeoutMs}`);
    return Promise.resolve(this.walk);
  }
  page(_filter: ContactListFilter, _sort: ContactSort, limit: number, offset: number, fenced: boolean): Promise<ContactListRow[]> {
    this.calls.push(`page ${limit} ${offset} ${fenced ? 'fenced' : 'walk'}`);
    return Promise.resolve(this.rows);
  }
}

const query = (extra: Partial<ListContactsQueryDto>): ListContactsQueryDto => ({ limit: 2, offset: 0, ...extra }) as ListContactsQueryDto;
const serviceOver = (list: FakeList): ContactListService => new ContactListService(list as unknown as ContactListRepository);

describe(ContactListService.name, () => {
  it('should count a filtered list up to 1,000', async () => {
    const list = new FakeList({ total: 1000, exact: false }, null, [row(1)]);
    expect(await serviceOver(list).page(query({ consent_status: 'opted_in' }))).toMatchObject({ total: 1000, totalExact: false, hasMore: false });
    expect(list.calls).toEqual(['count 1000', 'page 3 0 walk']);
  });

  it('should walk the sort index without a search, counting up to 10,000', async () => {
    const list = new FakeList({ total: 3, exact: true }, null, [row(1), row(2), row(3)]);
    expect(await serviceOver(list).page(query({}))).toMatchObject({ total: 3, totalExact: true, hasMore: true, nextOffset: 2 });
    expect(list.calls).toEqual(['count 10000', 'page 3 0 walk']);
  });

  it('should collect and sort the matches of a search with few of them', async () => {
    const list = new FakeList({ total: 1, exact: true }, null, [row(1)]);
    expect(await serviceOver(list).page(query({ q: 'maria' }))).toMatchObject({ total: 1, hasMore: false, nextOffset: null });
    expect(list.calls).toEqual(['count 1000', 'page 3 0 fenced']);
  });

  it('should walk a search with many matches for 50 ms, then collect and sort them', async () => {
    const walked = new FakeList({ total: 1000, exact: false }, [row(1), row(2), row(3)], []);
    expect(await serviceOver(walked).page(query({ search: 'ma', offset: 4 }))).toMatchObject({ total: 1000, totalExact: false, nextOffset: 6 });
    expect(walked.calls).toEqual(['count 1000', 'walk 50']);

    const timedOut = new FakeList({ total: 1000, exact: false }, null, [row(1)]);
    expect((await serviceOver(timedOut).page(query({ q: 'ma' }))).rows).toHaveLength(1);
    expect(timedOut.calls).toEqual(['count 1000', 'walk 50', 'page 3 0 fenced']);
  });

  it('should turn load shedding into CONTACTS_BUSY and let other errors through', async () => {
    const busy = new FakeList({ total: 0, exact: true }, null, []);
    busy.cappedCount = () => Promise.reject(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }));
    await expect(serviceOver(busy).page(query({}))).rejects.toMatchObject({ code: 'CONTACTS_BUSY', message: expect.stringContaining('CONTACTS_BUSY') });

    const broken = new FakeList({ total: 0, exact: true }, null, []);
    broken.cappedCount = () => Promise.reject(Object.assign(new Error('column does not exist'), { code: '42703' }));
    await expect(serviceOver(broken).page(query({}))).rejects.toThrow('column does not exist');
  });
});
