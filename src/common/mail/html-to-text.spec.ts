import { decodeHtmlEntities, htmlToText } from './html-to-text';

describe(htmlToText.name, () => {
  it('should turn table rows into tab-separated label/value lines', () => {
    const html = '<table><tr><th>Customer Name:</th><td>Robert Chen</td></tr><tr><td>Phone</td><td>973-555-0188</td></tr></table>';

    expect(htmlToText(html)).toBe('Customer Name:\tRobert Chen\nPhone\t973-555-0188');
  });

  it('should join <br> lines inside a cell with commas', () => {
    const html = '<table><tr><th>Origin</th><td>77 Maple Ave<br>\n Unit 3B<br/>Montclair, NJ 07042<br></td></tr></table>';

    expect(htmlToText(html)).toBe('Origin\t77 Maple Ave, Unit 3B, Montclair, NJ 07042');
  });

  it('should put block elements and <br> outside cells on their own lines without blank lines', () => {
    expect(htmlToText('<p>Hello,<br>World</p><div>Customer Name</div><div>John Doe</div>')).toBe('Hello,\nWorld\nCustomer Name\nJohn Doe');
  });

  it('should drop head, style, script and comments', () => {
    const html = '<html><head><title>T</title><style>td{color:red}</style></head><body><!-- x --><script>alert(1)</script><p>Body</p></body></html>';

    expect(htmlToText(html)).toBe('Body');
  });

  it('should decode entities and collapse whitespace', () => {
    expect(htmlToText('<p>Robert &amp; Linda&nbsp;&nbsp;Chen &#8212; &#x41;</p>')).toBe('Robert & Linda Chen — A');
  });

  it('should keep the link text of anchors', () => {
    expect(htmlToText('<p>E-mail: <a href="mailto:a@b.example">a@b.example</a></p>')).toBe('E-mail: a@b.example');
  });

  it('should return an empty string for empty input', () => {
    expect(htmlToText('')).toBe('');
  });
});

describe(decodeHtmlEntities.name, () => {
  it('should leave unknown and invalid references alone', () => {
    expect(decodeHtmlEntities('&bogus; &#0; &#x110000; &lt;b&gt;')).toBe('&bogus; &#0; &#x110000; <b>');
  });
});
