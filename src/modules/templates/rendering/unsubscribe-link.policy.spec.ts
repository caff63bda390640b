import { withTestUnsubscribeLink } from './unsubscribe-link.policy';

describe('withTestUnsubscribeLink', () => {
  it('puts the test link where the unsubscribe placeholder is, escaped in HTML, and keeps the rest', () => {
    const rendered = { warnings: [], imageSources: [], subject: 'Hi', html: '<a href="%%UNSUBSCRIBE_URL%%">Unsubscribe</a> <a href="%%UNSUBSCRIBE_URL%%">again</a>', text: 'Unsubscribe: %%UNSUBSCRIBE_URL%%', templateId: 't1' };
    expect(withTestUnsubscribeLink(rendered, 'https://app.example/base/?a=1&b="2"/')).toEqual({
      warnings: [],
      imageSources: [],
      subject: 'Hi',
      html: '<a href="https://app.example/base/?a=1&amp;b=&quot;2&quot;/unsubscribe/test">Unsubscribe</a> <a href="https://app.example/base/?a=1&amp;b=&quot;2&quot;/unsubscribe/test">again</a>',
      text: 'Unsubscribe: https://app.example/base/?a=1&b="2"/unsubscribe/test',
      templateId: 't1',
    });
    const plain = { warnings: [], imageSources: [], subject: 'x', html: '<p>none</p>', text: 'none' };
    expect(withTestUnsubscribeLink(plain, 'http://localhost:3000')).toEqual(plain);
  });
});
