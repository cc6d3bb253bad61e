import { useRef, useState } from 'react';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  state: UploadState;
  /** 0 to 1: the share of the file sent. */
  progress: number;
  error?: unknown;
}

/** Two at a time: the server does the image work per request, and the machine is small. */
const parallel = 2;

let nextKey = 1;

/**
 * The chosen files and how each one's upload is going. `run` sends every file not yet sent
 * (so a second run retries only the failures) and says how many went and what failed.
 */
export function useUploadQueue() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);
  // The latest items, for `run` (which outlives the render that called it).
  const latest = useRef(items);
  latest.current = items;

  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((all) => {
      const next = all.map((item) => (item.key === key ? { ...item, ...patch } : item));
      latest.current = next;
      return next;
    });

  const choose = (files: readonly File[]) => {
    const next = files.map((file) => ({
      key: String(nextKey++),
      file,
      state: 'waiting' as const,
      progress: 0,
    }));
    latest.current = next;
    setItems(next);
  };

  const run = async (
    send: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>,
  ): Promise<{ sent: number; errors: unknown[] }> => {
    const todo = latest.current.filter((item) => item.state !== 'done');
    for (const item of todo) update(item.key, { state: 'waiting', progress: 0, error: undefined });
    setRunning(true);
    let next = 0;
    let sent = 0;
    const errors: unknown[] = [];
    const worker = async () => {
      for (let item = todo[next++]; item; item = todo[next++]) {
        update(item.key, { state: 'uploading' });
        try {
          await send(item.file, (progress) => update(item.key, { progress }));
          update(item.key, { state: 'done', progress: 1 });
          sent++;
        } catch (error) {
          update(item.key, { state: 'failed', error });
          errors.push(error);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(parallel, todo.length) }, worker));
    } finally {
      setRunning(false);
    }
    return { sent, errors };
  };

  return { items, running, choose, run };
}
