import { TEST_UNSUBSCRIBE_TOKEN } from 'src/modules/suppression/unsubscribe-page.policy';
import type { RenderedEmail } from './email-render.policy';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from './rendering.constants';

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The rendered email with its footer's unsubscribe placeholder replaced by `link` (escaped in the HTML part). */
export function withUnsubscribeLink<T extends Pick<RenderedEmail, 'html' | 'text'>>(rendered: T, link: string): T {
  return { ...rendered, html: rendered.html.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(escapeAttribute(link)), text: rendered.text.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(link) };
}

/**
 * A test email's unsubscribe link: the real one is made per contact at send time, so the test carries the test link
 * (`/unsubscribe/test`), which opens a page saying it works and that nobody was unsubscribed.
 */
export function withTestUnsubscribeLink<T extends RenderedEmail>(rendered: T, publicUrl: string): T {
  return withUnsubscribeLink(rendered, `${publicUrl.replace(/\/$/, '')}/unsubscribe/${TEST_UNSUBSCRIBE_TOKEN}`);
}
