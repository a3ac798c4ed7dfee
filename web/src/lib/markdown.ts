// One sanitising renderer for every screen that shows Markdown (blog posts, the CMS preview, the User Guide).
// Markdown may carry raw HTML, written by staff or pasted from elsewhere: DOMPurify keeps only reading matter.
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// GFM task lists would render disabled checkboxes, which are form controls: a plain mark keeps their meaning.
const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: { checkbox: ({ checked }) => (checked ? '☑ ' : '☐ ') },
});

/** Nothing that submits or takes input (forms and their controls), and no style sheets. */
const FORBIDDEN_TAGS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'output',
  'fieldset',
  'legend',
  'label',
  'meter',
  'progress',
  'style',
];
// srcset holds several URLs DOMPurify does not check one by one; action and formaction submit somewhere.
const FORBIDDEN_ATTRIBUTES = ['style', 'srcset', 'action', 'formaction'];

const SCRIPTABLE_SCHEME = /^(?:javascript|data|vbscript):/i;

/** Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
function isIgnoredInScheme(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when the value is, or starts with, a URL that can run script or carry a document. */
function isScriptableUrl(value: string): boolean {
  return SCRIPTABLE_SCHEME.test([...value].filter((char) => !isIgnoredInScheme(char)).join(''));
}

// An instance of our own: the hook must not change DOMPurify for any other caller.
const purify = DOMPurify(window);
// DOMPurify checks the URL attributes it knows, and lets data: through on images; this checks every attribute.
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (isScriptableUrl(data.attrValue)) data.keepAttr = false;
});

export interface RenderMarkdownOptions {
  /** Headings above this level are demoted to it, so the Markdown never competes with the page's own headings. */
  minHeadingLevel?: number;
}

function demoteHeadings(html: string, minLevel: number): string {
  if (minLevel <= 1) return html;
  return html.replace(/<(\/?)h([1-6])(\s|>)/g, (_match, slash: string, level: string, after: string) => {
    const shifted = Math.min(6, Math.max(minLevel, Number(level)));
    return `<${slash}h${shifted}${after}`;
  });
}

export function renderMarkdown(markdown: string, { minHeadingLevel = 1 }: RenderMarkdownOptions = {}): string {
  const html = marked.parse(markdown, { async: false });
  return purify.sanitize(demoteHeadings(html, minHeadingLevel), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  });
}
