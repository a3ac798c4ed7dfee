import { pageHtml } from './page-html';

const template =
  '<html><head><title>Letting Platform</title><script type="module" nonce="__CSP_NONCE__" src="/assets/page-1.js"></script></head><body><div id="root"></div></body></html>';

describe('prerendered page HTML', () => {
  it("puts the page's markup, name and title into the built template and keeps the nonce placeholders", () => {
    const html = pageHtml(template, {
      name: 'home',
      title: 'Blog | Letting Platform',
      html: '<main><h1>Hi</h1></main>',
    });
    expect(html).toContain('<title>Blog | Letting Platform</title>');
    expect(html).toContain('<div id="root" data-page="home"><main><h1>Hi</h1></main></div>');
    expect(html).toContain('nonce="__CSP_NONCE__"');
  });

  it('escapes the title and takes the markup literally (no $& replacement patterns)', () => {
    const html = pageHtml(template, { name: 'home', title: 'A & <B>', html: '<p>costs $& more</p>' });
    expect(html).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(html).toContain('<div id="root" data-page="home"><p>costs $& more</p></div>');
  });

  it('refuses a template without an empty root', () => {
    expect(() => pageHtml('<title>x</title><div id="root">old</div>', { name: 'home', title: 't', html: '' })).toThrow(
      /empty <div id="root">/,
    );
  });
});
