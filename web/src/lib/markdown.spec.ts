import { renderMarkdown } from './markdown';

/** The sanitised HTML as a tree, to ask about elements and attributes rather than substrings. */
function parsed(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown);
  return container;
}

function allAttributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map(
      (attribute) => `${element.tagName.toLowerCase()}[${attribute.name}]=${attribute.value}`,
    ),
  );
}

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

  it('keeps ordinary links, images, tables and code', () => {
    const root = parsed(
      '[guide](/help#deposits) [gov](https://www.gov.uk "GOV.UK") [mail](mailto:help@example.com)\n\n' +
        '![Gas certificate](/api/uploads/blog-covers/a.webp)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n`code`',
    );
    expect(root.querySelector('a[href="/help#deposits"]')).not.toBeNull();
    expect(root.querySelector('a[href="https://www.gov.uk"]')?.getAttribute('title')).toBe('GOV.UK');
    expect(root.querySelector('a[href="mailto:help@example.com"]')).not.toBeNull();
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Gas certificate');
    expect(root.querySelectorAll('td')).toHaveLength(2);
    expect(root.querySelector('code')?.textContent).toBe('code');
  });

  describe('forms and form controls', () => {
    it('drops a form with a javascript: action and every control in it, keeping no action at all', () => {
      const root = parsed(
        '<form action="javascript:alert(1)" method="post"><label for="e">Email</label>' +
          '<input id="e" name="email"><button formaction="javascript:alert(2)">Send</button></form>',
      );
      expect(root.querySelector('form, input, button, label')).toBeNull();
      expect(root.innerHTML).not.toMatch(/javascript:|action=/i);
    });

    it.each([
      ['input', '<input type="password" name="p">'],
      ['button', '<button type="submit">Pay</button>'],
      ['select', '<select name="s"><option value="1">One</option><optgroup label="g"></optgroup></select>'],
      ['textarea', '<textarea name="t">hello</textarea>'],
      ['fieldset and legend', '<fieldset><legend>Card</legend></fieldset>'],
      ['datalist and output', '<datalist id="d"><option value="x"></option></datalist><output>1</output>'],
      ['meter and progress', '<meter value="1"></meter><progress value="1"></progress>'],
    ])('drops %s', (_name, html) => {
      const root = parsed(html);
      expect(
        root.querySelector(
          'input, button, select, option, optgroup, textarea, fieldset, legend, datalist, output, meter, progress',
        ),
      ).toBeNull();
    });

    it('renders GFM task lists without checkboxes, keeping whether each is done', () => {
      const root = parsed('- [x] Book the gas check\n- [ ] Send the certificate');
      expect(root.querySelector('input')).toBeNull();
      expect([...root.querySelectorAll('li')].map((li) => li.textContent?.trim())).toEqual([
        '☑ Book the gas check',
        '☐ Send the certificate',
      ]);
    });
  });

  describe('no javascript:, data: or vbscript: URL in any attribute', () => {
    it.each([
      ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
      ['a javascript: link in Markdown', '[x](javascript:alert(1))'],
      ['a javascript: link hidden by a tab', '<a href="java&#x09;script:alert(1)">x</a>'],
      ['a javascript: link hidden by entities and case', '<a href="&#74;AVA&#x53;cript&colon;alert(1)">x</a>'],
      ['a javascript: link with leading spaces', '<a href="  \x01javascript:alert(1)">x</a>'],
      ['a data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>'],
      ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">'],
      ['a data: image in Markdown', '![x](data:image/png;base64,iVBORw0KGgo=)'],
      ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
      ['a javascript: title', '<a href="/ok" title="javascript:alert(1)">x</a>'],
      ['a data: attribute', '<span data-url="data:text/html,x">x</span>'],
      ['a javascript: cite', '<blockquote cite="javascript:alert(1)">x</blockquote>'],
      ['a vbscript: image', '<img src="vbscript:msgbox(1)" alt="x">'],
      ['a data: URL in srcset', '<img src="/a.png" srcset="/a.png 1x, data:image/png;base64,AA 2x" alt="x">'],
      ['a javascript: URL in a style', '<span style="background:url(javascript:alert(1))">x</span>'],
      ['an SVG link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
      ['a MathML link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ])('removes %s', (_name, markdown) => {
      const attributes = allAttributes(parsed(markdown));
      expect(attributes.filter((attribute) => /(javascript|data|vbscript):/i.test(attribute))).toEqual([]);
    });

    it('keeps the element when only its URL goes', () => {
      const root = parsed(
        '<a href="javascript:alert(1)">Read more</a> <img src="data:image/png;base64,AA" alt="plan">',
      );
      expect(root.querySelector('a')?.textContent).toBe('Read more');
      expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
      expect(root.querySelector('img')?.getAttribute('alt')).toBe('plan');
      expect(root.querySelector('img')?.hasAttribute('src')).toBe(false);
    });
  });

  it('drops style sheets and style attributes, which the Content Security Policy would refuse anyway', () => {
    const root = parsed('<style>body { display: none }</style>\n\n<p style="color: red">Hello</p>');
    expect(root.querySelector('style, [style]')).toBeNull();
    expect(root.textContent).not.toContain('display');
    expect(root.querySelector('p')?.textContent).toBe('Hello');
  });

  it('drops frames, objects and embeds', () => {
    const root = parsed('<iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="x.swf">');
    expect(root.querySelector('iframe, object, embed')).toBeNull();
  });
});
