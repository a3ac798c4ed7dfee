/** Vite's build of page.html leaves the root empty; the prerendered page goes inside it. */
const EMPTY_ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RenderedPage {
  name: string;
  title: string;
  html: string;
}

/** The built page.html with one page's markup, name (which start-page.tsx hydrates) and title. */
export function pageHtml(template: string, page: RenderedPage): string {
  if (!template.includes(EMPTY_ROOT) || !TITLE.test(template)) {
    throw new Error('page.html must hold an empty <div id="root"></div> and a <title>');
  }
  return template
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-page="${escapeHtml(page.name)}">${page.html}</div>`);
}
