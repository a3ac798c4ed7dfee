import { classesOf, criticalCss } from './critical-css';

describe('the critical rules of a prerendered page', () => {
  it('keep the rules whose classes are on the page, in their layers and media queries, and drop the rest', () => {
    const css =
      '@layer theme,base,utilities;@layer theme{:root{--color-a:red}}@layer base{*,:after{margin:0}h1{font-size:inherit}}' +
      '@layer utilities{.flex{display:flex}.grid{display:grid}@media(min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}}';
    expect(criticalCss(css, '<div class="flex md:flex"></div>')).toBe(
      '@layer theme,base,utilities;@layer theme{:root{--color-a:red}}@layer base{*,:after{margin:0}h1{font-size:inherit}}' +
        '@layer utilities{.flex{display:flex}@media(min-width:48rem){.md\\:flex{display:flex}}}',
    );
  });

  it('reads escaped class names as the HTML writes them', () => {
    const css =
      '.\\32 xl\\:p-4{padding:1rem}.w-1\\/2{width:50%}.hover\\:bg-x:hover{color:red}.right-\\[5\\.25rem\\]{right:5.25rem}' +
      '.gap-0\\.5{gap:1px}.unused{color:blue}';
    expect(criticalCss(css, '<p class="2xl:p-4 w-1/2 hover:bg-x right-[5.25rem] gap-0.5"></p>')).toBe(
      css.replace('.unused{color:blue}', ''),
    );
  });

  it('never drops a rule for a class it only excludes or offers as one of several', () => {
    const css =
      ':focus-visible:not([tabindex="-1"],.outline-none){outline:2px solid}:is(.a,.b) p{margin:0}' +
      ':where(.space-y-4>:not(:last-child)){margin-top:1rem}:where(.space-y-2>:not(:last-child)){margin-top:.5rem}';
    expect(criticalCss(css, '<div class="space-y-4"></div>')).toBe(
      ':focus-visible:not([tabindex="-1"],.outline-none){outline:2px solid}:is(.a,.b) p{margin:0}' +
        ':where(.space-y-4>:not(:last-child)){margin-top:1rem}',
    );
  });

  it('keeps a rule when any selector of its list may match, and needs every class of a compound selector', () => {
    const css = '.a,.b{color:red}.group:hover .group-hover\\:c{color:blue}.d.e{color:green}';
    expect(criticalCss(css, '<i class="b group group-hover:c d"></i>')).toBe(
      '.a,.b{color:red}.group:hover .group-hover\\:c{color:blue}',
    );
  });

  it('is not confused by braces, commas and dots in strings and attribute selectors', () => {
    const css = '[data-x="{.y,"]{color:red}.c:after{content:"}."}.z{color:blue}';
    expect(criticalCss(css, '<b class="c"></b>')).toBe('[data-x="{.y,"]{color:red}.c:after{content:"}."}');
  });

  it('keeps the registered custom properties (and their fallbacks) the kept rules read, and only those', () => {
    const css =
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-a:0;--tw-b:initial}}}' +
      '@layer utilities{.x{translate:var(--tw-a)}.y{rotate:var(--tw-b)}}@property --tw-a{syntax:"*";inherits:false}' +
      '@property --tw-b{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(criticalCss(css, '<s class="x"></s>')).toBe(
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-a:0;}}}@layer utilities{.x{translate:var(--tw-a)}}' +
        '@property --tw-a{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('refuses a stylesheet whose blocks do not close', () => {
    expect(() => criticalCss('.a{color:red', '<i class="a"></i>')).toThrow(/Unbalanced/);
  });
});

describe("a page's classes", () => {
  it('are read from every class attribute, with the escapes React writes undone', () => {
    expect([
      ...classesOf('<body class="bg-x  text-y"><a class="[&amp;&gt;*]:p-2 a">x</a><p class="">y</p></body>'),
    ]).toEqual(['bg-x', 'text-y', '[&>*]:p-2', 'a']);
  });
});
