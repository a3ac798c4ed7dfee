// The words of rendered content as a reader meets them, for the content tests (test/content-rules.ts).

/** An element's text with its parts spaced apart (a heading and its badge, a title and its paragraph). */
export function spacedText(element: Node): string {
  const parts: string[] = [];
  const walker = element.ownerDocument?.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker?.nextNode(); node; node = walker?.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
