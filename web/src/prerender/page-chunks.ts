/**
 * The chunks a prerendered page loads as it starts (entry-page.tsx: React, then the page's own code), which its HTML
 * preloads so none waits for another's round trip. Read from the Vite manifest of the pages build.
 */

/** Written by `vite build --mode pages` (vite.config.ts) inside dist; build-pages.ts reads it, then removes it. */
export const PAGES_MANIFEST = 'pages-manifest.json';

/** What build-pages.ts reads of an entry of Vite's manifest. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files of the entry's dynamic imports and of everything they import statically, in the order they are needed,
 * the entry itself left out.
 */
export function startChunks(manifest: Record<string, ManifestChunk>, entry: string): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The pages manifest has no chunk ${key}`);
    if (key === entry || files.includes(chunk.file)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  for (const key of manifest[entry]?.dynamicImports ?? []) visit(key);
  return files;
}

/** The template with a low-priority module preload of each file, at the end of its head. */
export function withModulePreloads(template: string, files: string[]): string {
  if (!template.includes('</head>')) throw new Error('page.html has no </head>');
  const links = files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
  return template.replace('</head>', () => `${links.join('')}</head>`);
}
