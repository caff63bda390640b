import { TEST_UNSUBSCRIBE_TOKEN } from 'src/modules/suppression/unsubscribe-page.policy';
import type { RenderedEmail } from './email-render.policy';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from './rendering.constants';

/**
 * A test email's unsubscribe link: the real one is made per contact at send time, so the test carries the test link
 * (`/unsubscribe/test`), which opens a page saying it works and that nobody was unsubscribed.
 */
export function withTestUnsubscribeLink<T extends RenderedEmail>(rendered: T, publicUrl: string): T {
  const link = `${publicUrl.replace(/\/$/, '')}/unsubscribe/${TEST_UNSUBSCRIBE_TOKEN}`;
  const inHtml = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return { ...rendered, html: rendered.html.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(inHtml), text: rendered.text.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(link) };
}
