import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { moduleChunks } from './scripts/module-chunks.mjs';

// The API in development; another port when it runs elsewhere (e.g. a built server on 3210).
const apiTarget = process.env.CAMTOUR_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The client build's module-to-chunk map serves the server with its manifest; the server build has neither.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [moduleChunks()])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  ...(isSsrBuild
    ? {
        // The server renderer carries its own production React and libraries: one copy of
        // React for every package, and none of the development checks (ten times slower).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
      }
    : {}),
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // Fonts and images must be files, not data: URLs, so the pre-compressed copies and the cache headers apply.
    assetsInlineLimit: 0,
    sourcemap: false,
    // The server reads which chunks a rendered page needs (its route, its texts) to preload them.
    manifest: !isSsrBuild,
  },
}));
