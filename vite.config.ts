import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server listens here during development (`npm run dev`); the app calls it same-origin.
const apiServer = 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/app', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/api': { target: apiServer },
      '/ws': { target: apiServer, ws: true },
      '/media': { target: apiServer },
    },
  },
});
