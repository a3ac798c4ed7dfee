import { applyDeferredStylesheets, paintFromHtml, stylesheetOf } from './first-paint';

const page =
  '<head><script type="module" crossorigin src="/assets/page-1.js" nonce="__CSP_NONCE__"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/page-2.css" nonce="__CSP_NONCE__"></head><body></body>';

describe("a prerendered page's first paint", () => {
  it('finds the stylesheet where Vite links it', () => {
    expect(stylesheetOf(page)).toBe('assets/page-2.css');
  });

  it('has the critical rules with the nonce placeholder, a low-priority preload of the whole stylesheet and script', () => {
    const html = paintFromHtml(page, '.a{color:red}');
    expect(html).toContain('<style nonce="__CSP_NONCE__">.a{color:red}</style>');
    expect(html).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/page-2.css" nonce="__CSP_NONCE__" data-deferred-stylesheet>',
    );
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/page-1.js" nonce="__CSP_NONCE__"></script>',
    );
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('waits for the end of the body before it paints', () => {
    const html = paintFromHtml(page, '');
    expect(html).toContain('<link rel="expect" href="#page-end" blocking="render"></head>');
    expect(html).toContain('<template id="page-end"></template></body>');
  });

  it('refuses rules that would close the <style> element, and a page without its stylesheet or script', () => {
    expect(() => paintFromHtml(page, '.a:after{content:"</style>"}')).toThrow(/end the <style>/);
    expect(() => paintFromHtml('<head></head>', '.a{}')).toThrow(/no stylesheet link/);
    expect(() => paintFromHtml(page.replace(/<script.*<\/script>/, ''), '.a{}')).toThrow(/no entry script/);
    expect(() => paintFromHtml(page.replace('</body>', ''), '.a{}')).toThrow(/no head or body end/);
  });

  it('applies the whole stylesheet in the browser once the page script runs', () => {
    document.head.innerHTML = paintFromHtml(page, '').replace(/<script[^>]*><\/script>/, '');
    applyDeferredStylesheets();
    expect(document.head.querySelector('link[href="/assets/page-2.css"]')?.getAttribute('rel')).toBe('stylesheet');
  });
});
