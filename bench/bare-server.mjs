// The reference for the load benchmark: a bare Fastify route on the same machine, in a
// process of its own, answering a small JSON list. What the product's routes add to it
// (session, access, database) is the ratio bench/load.ts reports.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const staff = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, firstName: `Staff${i}` }));
app.get('/bare', async () => staff);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3193) });
