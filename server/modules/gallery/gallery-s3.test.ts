import { gallerySuite } from './gallery-suite.ts';

// The same suite with every file in S3-compatible object storage, as in production.
gallerySuite('s3');
