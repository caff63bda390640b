import { dividerMarkup, expandDividers, extractPreheader, imageSources, isLoadableImageSource, rewriteImageSources, urlScheme } from './email-markup.policy';

describe('email markup policy', () => {
  describe('extractPreheader', () => {
    it('takes out the editor element with nested markup and returns its text', () => {
      const html = '<p>a</p><div data-type="preheader" class="x"><div>Big <b>news</b></div> &amp; more</div><p>b</p>';
      expect(extractPreheader(html)).toEqual({ html: '<p>a</p><p>b</p>', preheader: 'Big news & more' });
    });

    it('keeps the first text when several markers are present and removes them all', () => {
      const html = '<span class="preheader">One</span><p>x</p><div data-preheader="">Two</div>';
      expect(extractPreheader(html)).toEqual({ html: '<p>x</p>', preheader: 'One' });
    });

    it('is not fooled by a ">" inside an attribute value and leaves a body without markers as it is', () => {
      expect(extractPreheader('<div title="a>b" data-type="preheader">T</div>rest')).toEqual({ html: 'rest', preheader: 'T' });
      const plain = '<div data-type="other">x</div>';
      expect(extractPreheader(plain)).toEqual({ html: plain, preheader: '' });
    });
  });

  describe('dividers', () => {
    it('replaces only marked hr elements', () => {
      expect(expandDividers('<hr><hr data-type="divider">')).toBe(`<hr>${dividerMarkup(16, '1px solid #e5e7eb')}`);
    });

    it('reads the spacing from the margin the editor writes, or a height', () => {
      expect(expandDividers('<hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">')).toBe(dividerMarkup(16, '1px solid #e5e7eb'));
      expect(expandDividers('<hr data-type="divider" style="border-top: 2px dashed red; margin: 24px 0">')).toBe(dividerMarkup(24, '2px dashed red'));
      expect(expandDividers('<hr data-type="divider" style="height: 8px">')).toBe(dividerMarkup(8, '1px solid #e5e7eb'));
    });

    it('draws no line for border none and ignores absurd spacing', () => {
      expect(expandDividers('<hr data-type="divider" style="border: none; margin: 9999px 0">')).toBe(dividerMarkup(16, null));
    });
  });

  describe('image sources', () => {
    it('lists decoded sources in order and rewrites them', () => {
      const html = '<img alt="x" src="a.png?x=1&amp;y=2"><img src=\'b.png\'><img>';
      expect(imageSources(html)).toEqual(['a.png?x=1&y=2', 'b.png']);
      const rewritten = rewriteImageSources(html, (src) => (src === 'b.png' ? 'https://cdn.example.com/b.png?a="1"' : null));
      expect(rewritten).toBe('<img alt="x" src="a.png?x=1&amp;y=2"><img src="https://cdn.example.com/b.png?a=&quot;1&quot;"><img>');
    });

    it('reads schemes the way browsers do and refuses non-http sources', () => {
      expect(urlScheme(' java\tscript:alert(1)')).toBe('javascript');
      expect(urlScheme('2026/11/a.png')).toBeNull();
      expect(isLoadableImageSource('data:image/png;base64,AA')).toBe(false);
      expect(isLoadableImageSource('//evil.example.com/a.png')).toBe(false);
      expect(isLoadableImageSource('https://cdn.example.com/a.png')).toBe(true);
      expect(isLoadableImageSource('/media/2026/11/a.png')).toBe(true);
    });
  });
});
