import type { ApiRoute, Routes } from '../../contract/api.ts';
import type { AnswerOf, CallArgsOf } from '../../contract/routes/define.ts';
import { errorFromResponse, networkError, routeUrl } from './api.ts';

export interface UploadOptions {
  /** Called as the body goes out: the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the upload; the promise then rejects with an 'AbortError'. */
  signal?: AbortSignal;
}

/**
 * Sends a multipart form and answers the parsed JSON, or throws the ApiError api.ts would.
 * XMLHttpRequest rather than fetch because only it reports upload progress (fetch has no
 * upload events), which the gallery's per-file progress bars need.
 */
export function uploadWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    // Same origin: the session cookie goes anyway; this keeps it so behind a proxy too.
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, xhr.statusText, text));
        return;
      }
      onProgress?.(1);
      try {
        resolve((text === '' ? undefined : JSON.parse(text)) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    xhr.send(form);
  });
}

/** The routes of the table that take a file (multipart: their `upload` says so). */
type UploadRoute = { [K in ApiRoute]: Routes[K] extends { upload: true } ? K : never }[ApiRoute];

/** Uploads a form to a route of the table, with progress; answers what the route answers. */
export function uploadToRoute<K extends UploadRoute>(
  route: K,
  args: Pick<CallArgsOf<Routes[K]>, 'params' | 'query'>,
  form: FormData,
  options: UploadOptions = {},
): Promise<AnswerOf<Routes[K]>> {
  const method = route.startsWith('PUT ') ? 'PUT' : 'POST';
  return uploadWithProgress(method, routeUrl(route, args), form, options);
}
