import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The SPA; `npm start` serves apps/web/dist from the API server, `npm run dev` proxies /api to it.
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // framework code changes rarely: own chunks so a deploy of the app does not bust their cache
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            // Libraries only some screens need (editor, Excel export, maps) stay in those screens' lazy chunks.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(exceljs|@tiptap|prosemirror-[^\\/]+|leaflet|react-leaflet|@react-leaflet|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it)[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
