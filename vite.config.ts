import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API server listens here during development (`npm run dev`); the app calls it same-origin.
const apiServer = 'http://127.0.0.1:8000';

const packages = (names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Libraries in chunks of their own, named after them: a release that changes only the app's code
 * keeps their file names, so browsers keep them cached. The first groups hold what /login runs
 * (`$initial`); the libraries only the screens use share one more chunk.
 */
const vendorChunks = [
  // MUI X Charts and its d3 parts: only the dashboard's trends load them, after its figures.
  { name: 'charts', test: /node_modules[\\/](@mui[\\/]x-|d3-|internmap)/, priority: 0.5 },
  {
    name: 'react',
    test: packages(['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom']),
    priority: 3,
  },
  {
    name: 'mui',
    test: packages(['@mui', '@emotion', 'stylis', '@popperjs', 'react-transition-group']),
    tags: ['$initial' as const],
    priority: 2,
  },
  // The MUI parts only screens use. Without this group they would join the charts chunk, which
  // takes the MUI parts the charts use too (ToggleButton, Popper), and every screen would then
  // download and run the charts to get them.
  {
    name: 'mui-screens',
    test: packages(['@mui/material', '@mui/system', '@mui/utils', '@popperjs']),
    priority: 1.5,
  },
  { name: 'react-admin', test: /node_modules/, tags: ['$initial' as const], priority: 1 },
  { name: 'screens-vendor', test: /node_modules/, priority: 0 },
];

export default defineConfig(({ command }) => ({
  // A build says only what needs reading: its warnings and errors, not a line per chunk.
  logLevel: command === 'build' ? 'warn' : 'info',
  plugins: [
    react(),
    // Written beside each asset at build time; the server picks one by the request's Accept-Encoding.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.(png|jpe?g|webp|gif|woff2?)$/],
    }),
  ],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('src/shims/object-entries.cjs', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // The size that matters, the JavaScript /login downloads (brotli), has its budget in
    // `npm run size`; Vite's warning on a chunk's raw size would flag the vendor chunks, large by
    // design (they stay cached across releases), as if the build had failed. Nor does the build
    // compute every chunk's gzip size just to print it.
    chunkSizeWarningLimit: 2000,
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: {
    proxy: {
      '/api': { target: apiServer },
      '/ws': { target: apiServer, ws: true },
      '/media': { target: apiServer },
    },
  },
}));
