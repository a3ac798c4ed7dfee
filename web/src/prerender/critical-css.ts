/**
 * The part of the built stylesheet a prerendered page needs for its first paint (issue 10): build-pages.ts puts it
 * into the page's <style>, so the paint waits for the HTML alone, not for a stylesheet sharing the network with the
 * page's script. The whole stylesheet follows without blocking the paint (deferred-stylesheet.ts).
 *
 * A style rule is left out only when one of its selectors' classes is on no element of the page: such a rule
 * matches nothing there until a script changes the page, by which time the whole stylesheet applies. Other
 * at-rules (@keyframes, @layer statements, the theme's custom properties) are kept whole, and @property rules for
 * the custom properties the kept rules use.
 */

/** At-rules whose block holds rules that are filtered in turn; any other at-rule is kept as it is. */
const GROUPING_AT_RULES = /^@(media|supports|layer|container|scope)\b/;

/** Index just past the quoted string that starts at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let at = start + 1;
  while (at < css.length && css[at] !== quote) at += css[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** Index of the first of `stops` at depth 0 from `start`, past strings, escapes and nested brackets; or the end. */
function scanTo(css: string, start: number, stops: string): number {
  let depth = 0;
  let at = start;
  while (at < css.length) {
    const char = css[at] ?? '';
    if (char === '\\') at += 2;
    else if (char === '"' || char === "'") at = skipString(css, at);
    else if (depth === 0 && stops.includes(char)) return at;
    else {
      if (char === '(' || char === '[' || char === '{') depth += 1;
      else if (char === ')' || char === ']' || char === '}') depth -= 1;
      at += 1;
    }
  }
  return at;
}

/** Index just past the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  const close = scanTo(css, open + 1, '}');
  if (close >= css.length) throw new Error(`Unbalanced stylesheet: no } for the block at ${open}`);
  return close + 1;
}

/** A CSS identifier with its escapes resolved ('md\:flex' -> 'md:flex', '\32 xl' -> '2xl'). */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g, (_match, hex: string | undefined, char: string) =>
    hex === undefined ? char : String.fromCodePoint(parseInt(hex, 16)),
  );
}

/**
 * The classes an element needs for a selector to match it: those outside functional pseudo-classes, and those in
 * a :where()/:is() of a single selector. Classes in :not() and in selector lists inside :is()/:where() are not
 * needed, so they never cause a rule to be left out.
 */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  let at = 0;
  while (at < selector.length) {
    const char = selector[at] ?? '';
    if (char === '\\') at += 2;
    else if (char === '"' || char === "'") at = skipString(selector, at);
    else if (char === '[') at = scanTo(selector, at + 1, ']') + 1;
    else if (char === '(') {
      const close = scanTo(selector, at + 1, ')');
      const inner = selector.slice(at + 1, close);
      const pseudo = /:(where|is)$/.exec(selector.slice(0, at));
      if (pseudo && scanTo(inner, 0, ',') >= inner.length) classes.push(...requiredClasses(inner));
      at = close + 1;
    } else if (char === '.') {
      const match = /^\.((?:\\(?:[0-9a-fA-F]{1,6} ?|.)|[\w-])+)/.exec(selector.slice(at));
      if (match?.[1]) {
        classes.push(unescapeIdentifier(match[1]));
        at += match[0].length;
      } else at += 1;
    } else at += 1;
  }
  return classes;
}

function selectorList(prelude: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  while (start <= prelude.length) {
    const comma = scanTo(prelude, start, ',');
    selectors.push(prelude.slice(start, comma));
    start = comma + 1;
  }
  return selectors;
}

/** The rules of `css` (a minified stylesheet or the inside of a block) that may match an element of the page. */
function filterRules(css: string, pageClasses: ReadonlySet<string>): string {
  let kept = '';
  let at = 0;
  while (at < css.length) {
    const end = scanTo(css, at, '{;');
    const prelude = css.slice(at, end).trim();
    if (end >= css.length || css[end] === ';') {
      // A statement at-rule (`@layer a,b;`) or a stray declaration: kept.
      if (prelude !== '') kept += `${prelude};`;
      at = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const body = css.slice(end + 1, close - 1);
    if (GROUPING_AT_RULES.test(prelude)) {
      const inner = filterRules(body, pageClasses);
      if (inner !== '') kept += `${prelude}{${inner}}`;
    } else if (
      prelude.startsWith('@') ||
      selectorList(prelude).some((selector) => requiredClasses(selector).every((name) => pageClasses.has(name)))
    ) {
      kept += css.slice(at, close).trim();
    }
    at = close;
  }
  return kept;
}

/** Every class on an element of the page's HTML (React escapes &, <, >, " and ' in attribute values). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    for (const name of value.split(/\s+/)) if (name !== '') classes.add(name);
  }
  return classes;
}

const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
/** Tailwind's fallback for browsers without @property: initial values of its custom properties. */
const PROPERTIES_LAYER = '@layer properties{';
const CUSTOM_PROPERTY_DECLARATION = /(--[\w-]+):[^;{}]*(;|(?=\}))/g;

/** The rules of the built stylesheet that the page's first paint needs. */
export function criticalCss(stylesheet: string, html: string): string {
  const kept = filterRules(stylesheet, classesOf(html));
  const layerStart = kept.indexOf(PROPERTIES_LAYER);
  const layerEnd = layerStart < 0 ? layerStart : blockEnd(kept, layerStart + PROPERTIES_LAYER.length - 1);
  const layer = layerStart < 0 ? '' : kept.slice(layerStart, layerEnd);
  const [before, after] = layerStart < 0 ? [kept, ''] : [kept.slice(0, layerStart), kept.slice(layerEnd)];
  // A custom property the kept rules never read changes nothing on the page: its @property registration and its
  // fallback initial value go.
  const used = `${before}${after}`.replace(PROPERTY_RULE, '');
  const isUsed = (name: string) => used.includes(`var(${name}`);
  const registered = (rules: string) =>
    rules.replace(PROPERTY_RULE, (rule, name: string) => (isUsed(name) ? rule : ''));
  const fallback = layer.replace(CUSTOM_PROPERTY_DECLARATION, (declaration, name: string) =>
    isUsed(name) ? declaration : '',
  );
  return registered(before) + fallback + registered(after);
}
