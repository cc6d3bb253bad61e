// Loaded into the server by bench/idle-memory.ts (`node --import ./bench/memory-probe.mjs`):
// every thread of the process (the server's and the embedded database's) writes its own
// V8 heap figures to `<MEMORY_PROBE>.<threadId>.json` each second, so the benchmark can say
// where the resident memory goes. Not part of the server; nothing is loaded without it.
import fs from 'node:fs';
import { threadId } from 'node:worker_threads';
import v8 from 'node:v8';

const target = process.env.MEMORY_PROBE;
if (target) {
  const write = () => {
    const usage = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    fs.writeFileSync(
      `${target}.${threadId}.json`,
      JSON.stringify({
        threadId,
        heapTotal: usage.heapTotal,
        heapUsed: usage.heapUsed,
        external: usage.external,
        arrayBuffers: usage.arrayBuffers,
        mallocedMemory: heap.malloced_memory,
        codeAndMetadata: heap.total_physical_size,
      }),
    );
  };
  setInterval(write, 1000).unref();
}
