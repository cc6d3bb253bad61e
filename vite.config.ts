import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const outDir = path.resolve(import.meta.dirname, process.env.CLIENT_DIR ?? 'dist/client');

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    {
      // `npm start` compares this stamp with the sources to decide whether to rebuild.
      name: 'build-stamp',
      closeBundle() {
        if (fs.existsSync(outDir))
          fs.writeFileSync(path.join(outDir, '.build-stamp'), new Date().toISOString());
      },
    },
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
