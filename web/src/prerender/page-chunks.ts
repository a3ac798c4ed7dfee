/**
 * The chunks a prerendered page loads as it starts (entry-page.tsx: React, then the page's own code). Its HTML lists
 * them as module preloads inside an inert <template>, which the entry moves into the head once the page has painted:
 * then all are fetched at once, so none waits for another's round trip, and none competes with the first paint
 * (issue 10: in Lighthouse's simulation, every request started before the largest paint delays it). Read from the
 * Vite manifest of the pages build.
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

/** The <template> holding the start chunks' preloads until the page has painted. */
const START_CHUNKS_ID = 'start-chunks';

/** The template with a module preload of each file, held in an inert <template> at the end of its head. */
export function withStartChunks(template: string, files: string[]): string {
  if (!template.includes('</head>')) throw new Error('page.html has no </head>');
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return template.replace('</head>', () => `<template id="${START_CHUNKS_ID}">${links.join('')}</template></head>`);
}

/** In the browser, once the page has painted: its start chunks are fetched, all at once. */
export function preloadStartChunks(doc: Document = document): void {
  const held = doc.getElementById(START_CHUNKS_ID);
  if (held instanceof HTMLTemplateElement) doc.head.append(held.content);
}
