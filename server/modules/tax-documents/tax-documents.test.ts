import { taxDocumentsSuite } from './tax-documents-suite.ts';

taxDocumentsSuite('local');
