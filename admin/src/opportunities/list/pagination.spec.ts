import { describe, expect, it } from 'vitest';
import { formatCappedTotal, pageButtons, pageCount, paginationSummary, type PageButton } from './pagination';

/** Compact notation: numbers for pages, '…' for ellipses. */
const render = (buttons: PageButton[]) => buttons.map((b) => (b.kind === 'page' ? b.page : '…'));

describe('pageCount', () => {
  it('divides by the page size, rounding up, with at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(500, 25)).toBe(20);
  });
});

describe('pageButtons (at most 5 numbered pages, then current and last)', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 4, 5, 6]],
    [1, 20, [1, 2, 3, 4, 5, '…', 20]],
    [4, 20, [1, 2, 3, 4, 5, '…', 20]],
    [6, 20, [1, 2, 3, 4, 5, 6, '…', 20]],
    [12, 20, [1, 2, 3, 4, 5, '…', 12, '…', 20]],
    [19, 20, [1, 2, 3, 4, 5, '…', 19, 20]],
    [20, 20, [1, 2, 3, 4, 5, '…', 20]],
  ])('page %i of %i → %j', (current, pages, expected) => {
    expect(render(pageButtons({ current, pages }))).toEqual(expected);
  });

  it('ends with an ellipsis instead of a last page when the total is capped', () => {
    expect(render(pageButtons({ current: 1, pages: 400, lastKnown: false }))).toEqual([1, 2, 3, 4, 5, '…']);
    expect(render(pageButtons({ current: 9, pages: 400, lastKnown: false }))).toEqual([1, 2, 3, 4, 5, '…', 9, '…']);
  });

  it('gives ellipses distinct keys', () => {
    const keys = pageButtons({ current: 12, pages: 20 }).flatMap((b) => (b.kind === 'ellipsis' ? [b.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('paginationSummary', () => {
  it('reads "Showing X of Y pages (N total opportunities)"', () => {
    expect(paginationSummary({ page: 2, pages: 20, total: 500, exact: true })).toBe('Showing 2 of 20 pages (500 total opportunities)');
    expect(paginationSummary({ page: 1, pages: 40_000, total: 1_000_000, exact: true })).toBe('Showing 1 of 40,000 pages (1,000,000 total opportunities)');
  });

  it('shows a capped total as a lower bound ("10,000+")', () => {
    expect(formatCappedTotal(10_000, false)).toBe('10,000+');
    expect(paginationSummary({ page: 3, pages: 400, total: 10_000, exact: false })).toBe('Showing 3 of 400+ pages (10,000+ total opportunities)');
  });
});
