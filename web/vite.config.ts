import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The bff serves /api and /graphql on 3000; in dev Vite forwards to it so the SPA stays same-origin.
const backend = 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const outDir = decodeURIComponent(new URL('./dist', import.meta.url).pathname);

// Theme colours of the installed app: brand-700 (index.css) and the page background (slate-50).
const themeColor = '#0f766e';
const backgroundColor = '#f8fafc';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Our own worker (src/sw.ts): precache the app shell, answer navigations with index.html and
    // relay notification clicks to the page. main.tsx registers it, so nothing is injected here.
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
    }),
  ],
  resolve: {
    alias: { '@': srcDir },
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
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than app code: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
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
});
