import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** How far the page scrolls sideways, in CSS px (0 or less: it does not). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the element is whole inside the viewport's width (not cut off at either side). */
export async function expectWithinWidth(page: Page, locator: Locator, what: string): Promise<void> {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
}

/** The first character of each line the element's text is laid out on (where the browser wrapped it). */
export async function lineStarts(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const text = element.textContent ?? '';
    const range = document.createRange();
    const starts: number[] = [];
    let top = Number.NEGATIVE_INFINITY;
    const node = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let offset = 0;
    for (let current = node.nextNode(); current; current = node.nextNode()) {
      for (let index = 0; index < (current.textContent ?? '').length; index += 1) {
        range.setStart(current, index);
        range.setEnd(current, index + 1);
        const y = range.getBoundingClientRect().top;
        if (y > top + 1) {
          starts.push(offset + index);
          top = y;
        }
      }
      offset += (current.textContent ?? '').length;
    }
    return starts.map((start) => text.charAt(start));
  });
}

/** Every line of an address starts at its beginning, an '@' or a '.': never inside a word. */
export async function expectAddressWrapsAtAtOrDots(locator: Locator): Promise<void> {
  const lines = await lineStarts(locator);
  expect(lines.length, 'the address takes more than one line on a phone').toBeGreaterThan(1);
  for (const first of lines.slice(1)) expect(['@', '.'], `a line starts with "${first}"`).toContain(first);
}
