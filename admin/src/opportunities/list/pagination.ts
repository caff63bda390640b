/** The first 5 pages get numbered buttons, then the current and the last page, with ellipses. */
export const MAX_NUMBERED_BUTTONS = 5;

export type PageButton = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

export const pageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));

/**
 * The numbered buttons between Previous and Next: pages 1..5, an ellipsis, the current page when it lies beyond
 * them, another ellipsis, and the last page. When the total is capped (`lastKnown` false) the last page is not
 * known, so the list ends with an ellipsis instead.
 */
export const pageButtons = ({ current, pages, lastKnown = true }: { current: number; pages: number; lastKnown?: boolean }): PageButton[] => {
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(MAX_NUMBERED_BUTTONS, pages); page += 1) shown.add(page);
  if (current >= 1 && current <= pages) shown.add(current);
  if (lastKnown && pages >= 1) shown.add(pages);

  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous > 1) buttons.push({ kind: 'ellipsis', key: `gap-${previous}` });
    buttons.push({ kind: 'page', page });
    previous = page;
  }
  if (!lastKnown) buttons.push({ kind: 'ellipsis', key: 'more' });
  return buttons;
};

const NUMBER = new Intl.NumberFormat('en-US');

/**
 * A total for display. The server counts up to a cap and says `total_exact: false` beyond it (an exact count of
 * a broad search costs too much at 1M rows); such a total reads as a lower bound, e.g. "10,000+".
 */
export const formatCappedTotal = (value: number, exact = true): string => `${NUMBER.format(value)}${exact ? '' : '+'}`;

/** "Showing X of Y pages (N total opportunities)". */
export const paginationSummary = ({ page, pages, total, exact }: { page: number; pages: number; total: number; exact: boolean }): string =>
  `Showing ${NUMBER.format(page)} of ${formatCappedTotal(pages, exact)} pages (${formatCappedTotal(total, exact)} total opportunities)`;
