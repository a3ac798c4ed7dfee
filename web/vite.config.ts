import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { PAGES_MANIFEST } from './src/prerender/page-chunks';

// The bff serves /api and /graphql on 3000; in dev Vite forwards to it so the SPA stays same-origin.
const backend = 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
// The contracts' sources, not their CommonJS build: value lists (ROLES...) tree-shake into the chunks that use them.
const contractsEntry = decodeURIComponent(new URL('../services/contracts/src/index.ts', import.meta.url).pathname);
const outDir = decodeURIComponent(new URL('./dist', import.meta.url).pathname);
const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

// Theme colours of the installed app: brand-700 (index.css) and the page background (slate-50).
const themeColor = '#0f766e';
const backgroundColor = '#f8fafc';

/**
 * `vite build --mode pages` builds page.html, the template of the prerendered public pages (src/prerender), on its
 * own: sharing no chunk with the SPA, a public page loads only the code it hydrates, not the app's router and kit.
 */
const PAGES_MODE = 'pages';

/**
 * react-router 7's package exports name only its development build, whose dev warnings (ENABLE_DEV_WARNINGS) then
 * run in production too (remix-run/react-router#14102). Built code takes the production build beside it instead.
 */
const reactRouterDist = decodeURIComponent(
  new URL('../node_modules/react-router/dist/production/', import.meta.url).pathname,
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Our own worker (src/sw.ts); main.tsx registers it, so nothing is injected here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'autoUpdate',
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
      manifest: {
        id: '/',
        name: 'Letting Platform',
        short_name: 'Letting',
        description: 'Property management for UK landlords, letting agents, tenants, owners and trades people.',
        lang: 'en-GB',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: themeColor,
        background_color: backgroundColor,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      devOptions: { enabled: false },
      // The worker precaches the SPA built before the pages (web/package.json); the pages' files are not its.
      disable: mode === PAGES_MODE,
    }),
  ],
  // Written into index.html as <meta property="csp-nonce"> and nonce attributes; the bff puts each answer's
  // own nonce in its place (bff/src/spa/spa.ts) and names it in the Content-Security-Policy header.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      { find: '@pm/contracts', replacement: contractsEntry },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/graphql': { target: backend, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/graphql': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir,
    emptyOutDir: mode !== PAGES_MODE,
    // Each dynamic import's preload list would put every screen's chunk names into the pages' entry (issue 10: ~3 kB).
    modulePreload: mode === PAGES_MODE ? false : undefined,
    // The pages build names its chunks for build-pages.ts, which preloads the ones a page starts with.
    manifest: mode === PAGES_MODE ? PAGES_MANIFEST : undefined,
    sourcemap: true,
    rollupOptions: {
      input: mode === PAGES_MODE ? `${webDir}page.html` : undefined,
      output: {
        // Libraries change less often than app code: separate chunks stay cached across releases.
        manualChunks(id) {
          if (mode === PAGES_MODE || isSsrBuild || !id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|ts-invariant)[\\/]/.test(id)) return 'apollo';
          if (
            /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser|tslib)[\\/]/.test(
              id,
            )
          )
            return 'react';
          return undefined;
        },
      },
    },
  },
}));
