import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    {
      // `npm start` compares this stamp with the sources to decide whether to rebuild.
      name: 'build-stamp',
      closeBundle() {
        const out = path.resolve(import.meta.dirname, 'dist/client');
        if (fs.existsSync(out))
          fs.writeFileSync(path.join(out, '.build-stamp'), new Date().toISOString());
      },
    },
  ],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
