import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown to HTML, keeping headings by default', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** text.\n\n- one\n- two');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>two</li>');
  });

  it('demotes headings above the minimum level and leaves lower ones alone', () => {
    const html = renderMarkdown('# One\n\n## Two\n\n### Three', { minHeadingLevel: 2 });
    expect(html).toContain('<h2>One</h2>');
    expect(html).toContain('<h2>Two</h2>');
    expect(html).toContain('<h3>Three</h3>');
    expect(html).not.toContain('<h1');
  });

  it('strips script elements, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[click](javascript:alert(3))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|alert/i);
    expect(html).toContain('<img src="x.png">');
  });
});
