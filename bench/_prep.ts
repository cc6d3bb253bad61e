import { prepareDataset } from './bench-server.ts';
await prepareDataset(20, 'pglite');
