import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The bff serves /api and /graphql on 3000; in dev Vite forwards to it so the SPA stays same-origin.
const backend = 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const outDir = decodeURIComponent(new URL('./dist', import.meta.url).pathname);

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
          if (/[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|ts-invariant|tslib)[\\/]/.test(id))
            return 'apollo';
          if (
            /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/.test(
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
