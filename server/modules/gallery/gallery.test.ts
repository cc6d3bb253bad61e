import { gallerySuite } from './gallery-suite.ts';

gallerySuite('local');
