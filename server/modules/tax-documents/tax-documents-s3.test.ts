import { taxDocumentsSuite } from './tax-documents-suite.ts';

// The same suite with every file in S3-compatible object storage, as in production.
taxDocumentsSuite('s3');
