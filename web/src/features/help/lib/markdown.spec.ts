import { highlightHtml, renderMarkdown, termsPattern } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown with headings below the section title (# and ## -> h3)', () => {
    const html = renderMarkdown('### Signing in\n\nUse **Login**.\n\n- one\n- two');
    expect(html).toContain('<h3>Signing in</h3>');
    expect(html).toContain('<strong>Login</strong>');
    expect(html).toContain('<li>one</li>');
    expect(renderMarkdown('## Roles')).toContain('<h3>Roles</h3>');
    expect(renderMarkdown('# Top')).toContain('<h3>Top</h3>');
    expect(renderMarkdown('#### Deep')).toContain('<h4>Deep</h4>');
  });

  it('renders GitHub-style tables', () => {
    expect(renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |')).toContain('<td>1</td>');
  });

  it('removes script, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('highlightHtml', () => {
  it('wraps matches in text in <mark>, keeping their case', () => {
    expect(highlightHtml('<p>Gas safety and gas supply</p>', ['gas'])).toBe(
      '<p><mark>Gas</mark> safety and <mark>gas</mark> supply</p>',
    );
  });

  it('never touches tag names or attributes', () => {
    expect(highlightHtml('<a href="/strong">strong</a>', ['strong'])).toBe('<a href="/strong"><mark>strong</mark></a>');
  });

  it('treats the query as text, not as a pattern', () => {
    expect(termsPattern(['a.b'])?.test('axb')).toBe(false);
    expect(highlightHtml('<p>&lt;b&gt; tag</p>', ['<b>'])).toBe('<p><mark>&lt;b&gt;</mark> tag</p>');
  });

  it('leaves the HTML alone without terms', () => {
    expect(highlightHtml('<p>x</p>', [])).toBe('<p>x</p>');
  });
});
