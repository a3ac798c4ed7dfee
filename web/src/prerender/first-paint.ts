/**
 * A prerendered page's first paint waits for its HTML alone (issue 10): the rules it needs are in a <style>
 * (critical-css.ts), and what the page fetches besides (its whole stylesheet, its script) asks for low priority.
 * Neither blocks the paint in the browser; low priority also says so to Lighthouse's simulation, which counts a
 * stylesheet of the highest priority or a script of high priority that arrived before the first paint as blocking it.
 * The paint waits for the whole of the HTML (rel=expect): a page painted half parsed would grow, and a centred page
 * (the sign-in card) would shift as it did.
 */

/** Marks the preload of the page's whole stylesheet, applied once the page's script runs. */
const DEFERRED = 'data-deferred-stylesheet';
const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*) href="(\/assets\/[^"]+\.css)"([^>]*)>/;
const ENTRY_SCRIPT = /<script type="module"(?![^>]*fetchpriority)([^>]*) src="(\/assets\/[^"]+\.js)"/;
/** The element the first paint waits for: the last of the body. */
const PAGE_END = 'page-end';

/**
 * At build time: the stylesheet link becomes the page's critical rules, in a <style> with the answer's nonce, and a
 * preload of the whole stylesheet; the entry script asks for low priority; the paint waits for the end of the body.
 */
export function paintFromHtml(html: string, critical: string): string {
  if (critical.includes('</')) throw new Error('The critical rules would end the <style> element early');
  const link = STYLESHEET_LINK.exec(html);
  if (!link) throw new Error("The page's HTML has no stylesheet link to defer");
  if (!ENTRY_SCRIPT.test(html)) throw new Error("The page's HTML has no entry script");
  if (!html.includes('</head>') || !html.includes('</body>'))
    throw new Error("The page's HTML has no head or body end");
  const [, before = '', href = '', after = ''] = link;
  const nonce = /\snonce="[^"]*"/.exec(link[0])?.[0] ?? '';
  return html
    .replace(
      link[0],
      () =>
        `<style${nonce}>${critical}</style><link rel="preload" as="style" fetchpriority="low"${before} href="${href}"${after} ${DEFERRED}>`,
    )
    .replace(
      ENTRY_SCRIPT,
      (_tag, attributes: string, src: string) => `<script type="module" fetchpriority="low"${attributes} src="${src}"`,
    )
    .replace('</head>', () => `<link rel="expect" href="#${PAGE_END}" blocking="render"></head>`)
    .replace('</body>', () => `<template id="${PAGE_END}"></template></body>`);
}

/** The path of the stylesheet the built page.html links, inside dist. */
export function stylesheetOf(html: string): string {
  const href = STYLESHEET_LINK.exec(html)?.[2];
  if (!href) throw new Error('page.html links no stylesheet');
  return href.slice(1);
}

/** In the browser, first thing: the whole stylesheet, preloaded while the page painted, applies. */
export function applyDeferredStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED}]`)) link.rel = 'stylesheet';
}
