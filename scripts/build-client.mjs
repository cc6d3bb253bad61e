// Builds the web app (Vite, vite.config.ts) saying its progress: `npm start` runs it in a
// process of its own, so the server it starts next does not carry the bundler's memory.
import { build } from 'vite';
import { buildProgress } from './build-progress.mjs';

await build({ logLevel: 'warn', plugins: [buildProgress()] });
