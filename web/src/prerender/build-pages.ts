// `npm run build -w web`, after the client and SSR builds: writes each prerendered page into dist, their manifest
// into the service worker, then the .br/.gz copies of the built files that the bff serves as they are.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { compressDist } from './compress';
import { criticalCss } from './critical-css';
import { paintFromHtml, stylesheetOf } from './first-paint';
import { PAGES_MANIFEST, startChunks, withStartChunks } from './page-chunks';
import type { ManifestChunk } from './page-chunks';
import { pageHtml } from './page-html';
import type { RenderedPage } from './page-html';
import { pageAssets, workerPagesStatement } from './worker-pages';
import type { WorkerPages } from './worker-pages';

/** src/entry-server.tsx as built by `vite build --ssr`. */
interface ServerEntry {
  pageNames: string[];
  renderPage(name: string): Promise<RenderedPage & { file: string; path: string }>;
}

const webDir = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(webDir, 'dist');
// Where web/package.json's build script has Vite write the SSR build of src/entry-server.tsx.
const ssrDist = join(webDir, 'node_modules', '.cache', 'prerender');

/**
 * Puts the pages' manifest in front of the built worker, on a line of its own, and shifts the worker's source map
 * down by that line (an empty first line of mappings), so it still points at src/sw.ts.
 */
async function addPagesToWorker(manifest: WorkerPages): Promise<void> {
  const worker = join(dist, 'sw.js');
  const map = `${worker}.map`;
  await writeFile(worker, `${workerPagesStatement(manifest)}\n${await readFile(worker, 'utf8')}`);
  if (existsSync(map)) {
    const sourceMap = JSON.parse(await readFile(map, 'utf8')) as { mappings: string };
    await writeFile(map, JSON.stringify({ ...sourceMap, mappings: `;${sourceMap.mappings}` }));
  }
}

async function main(): Promise<void> {
  // React's production server renderer, as the browser runs its production build.
  process.env.NODE_ENV = 'production';
  const templateFile = join(dist, 'page.html');
  const manifestFile = join(dist, PAGES_MANIFEST);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const template = withStartChunks(await readFile(templateFile, 'utf8'), startChunks(manifest, 'page.html'));
  const stylesheet = await readFile(join(dist, stylesheetOf(template)), 'utf8');
  const entry = (await import(pathToFileURL(join(ssrDist, 'entry-server.js')).href)) as ServerEntry;
  const worker: WorkerPages = { pages: [], assets: pageAssets(template).map((url) => ({ url, revision: null })) };
  let largestCritical = 0;
  for (const name of entry.pageNames) {
    const page = await entry.renderPage(name);
    const file = join(dist, page.file);
    const rendered = pageHtml(template, page);
    const critical = criticalCss(stylesheet, rendered);
    largestCritical = Math.max(largestCritical, critical.length);
    const html = paintFromHtml(rendered, critical);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    worker.pages.push({ url: page.path, revision: createHash('md5').update(html).digest('hex') });
  }
  await addPagesToWorker(worker);
  await rm(templateFile);
  await rm(manifestFile);
  await rm(ssrDist, { recursive: true, force: true });
  const compressed = await compressDist(dist);
  console.log(
    `prerendered ${entry.pageNames.length} pages (critical CSS up to ${(largestCritical / 1e3).toFixed(1)} of ${(stylesheet.length / 1e3).toFixed(1)} kB), precached by the worker; compressed ${compressed.files} files, ${(compressed.bytes / 1e6).toFixed(2)} MB -> ${(compressed.brotli / 1e6).toFixed(2)} MB brotli`,
  );
}

// Modules of the app loaded for rendering keep timers (query cache, toasts): the build ends here.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
