import { useState } from 'react';
import { toast } from '../components/ui/toast-store.ts';
import { errorFromResponse, networkError } from './api.ts';
import { toastError } from './toast-error.ts';

/**
 * Fetches a file the server answers as an attachment (a tax document, a photo) and saves it
 * under `fileName`. Fetched rather than linked so the screen knows when it is done (the
 * spec's 'Download complete' toast) or failed; the session cookie goes with it.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  // The server's words for a refusal ('Document not found'), as every other call has them.
  if (!response.ok)
    throw errorFromResponse(response.status, response.statusText, await response.text());
  saveBlob(await response.blob(), fileName);
}

/**
 * Hands `blob` to the browser as a download named `fileName`, through a temporary object URL
 * revoked afterwards so repeated downloads do not leak memory.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What a download says when it is done or failed, already in the reader's language. */
export type DownloadTexts = { done: string; failed: string };

/**
 * A screen's downloads: which one is running (its button says so and waits), and the toast
 * after it ('Download complete', or the failure in the reader's words).
 */
export function useFileDownload() {
  const [running, setRunning] = useState<string | null>(null);
  const download = async (path: string, fileName: string, texts: DownloadTexts) => {
    setRunning(path);
    try {
      await downloadFile(path, fileName);
      toast({ title: texts.done });
    } catch (error) {
      toastError(error, texts.failed);
    } finally {
      setRunning(null);
    }
  };
  return { running, download };
}
