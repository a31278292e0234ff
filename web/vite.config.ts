import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // Only VITE_* variables reach the bundle, and none of them is a secret.
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 2048,
    target: 'es2022',
  },
  server: {
    // `npm run dev`: the worker runs beside Vite (wrangler dev on 8787) and answers /api.
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
});
