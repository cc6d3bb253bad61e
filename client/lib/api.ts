import { idempotencyKeyHeader, nextCursorHeader } from '../../contract/http.ts';
import type { ApiRoute, Routes } from '../../contract/api.ts';
import type { ErrorCode, ErrorResponse } from '../../contract/errors.ts';
import type { AnswerOf, CallArgsOf } from '../../contract/routes/define.ts';
import { i18n, t } from '../i18n/i18n.ts';

/**
 * A failed API call. `message` is what a person should read, in their language (the server's
 * error code translated; else its English message, else the response text, else the status
 * text); `detail` keeps the spec's '{status}: {response text}'
 * form for logs and for screens that show the raw failure.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    detail: string,
    fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }

  override toString(): string {
    return this.detail;
  }
}

/** The reader's words for an error code the server sent; its English text if we have none. */
function translated(code: Partial<ErrorCode> | undefined, english: string): string {
  return code?.code && code.code in i18n.messages ? t(code.code, code.params) : english;
}

interface RequestOptions {
  body?: unknown;
  /** A file upload: sent as multipart/form-data (the browser writes the boundary). */
  form?: FormData;
  signal?: AbortSignal;
  /** A money write's key (decision 045): the server writes once per key. */
  idempotencyKey?: string;
}

function parseErrorBody(text: string): Partial<ErrorResponse> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as Partial<ErrorResponse>;
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the raw text is the message.
  }
  return {};
}

/** Requests sent and not yet answered (signing out waits for them: lib/session.ts). */
const onTheirWay = new Set<Promise<unknown>>();

/**
 * Resolves once every request sent before it was called has been answered (or failed), or
 * after `atMostMs`, whichever comes first.
 */
export async function requestsAnswered(atMostMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...onTheirWay]),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, atMostMs))),
  ]);
  clearTimeout(timer);
}

/** A page of a list that grows, and the cursor of the next page (null: that was the last). */
export type Page<T> = { items: T[]; nextCursor: string | null };

async function send<T>(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<{ body: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Only a request with a body says it is JSON: Fastify refuses an empty JSON body.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[idempotencyKeyHeader] = options.idempotencyKey;
  const body =
    options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));

  let response: Response;
  const sent = fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body,
    signal: options.signal,
  });
  onTheirWay.add(sent);
  const answered = () => onTheirWay.delete(sent);
  sent.then(answered, answered);
  try {
    response = await sent;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  const text = await response.text();
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, text);
  return { body: (text === '' ? undefined : JSON.parse(text)) as T, headers: response.headers };
}

/** No response at all (offline, server down): status 0 says so. */
export function networkError(): ApiError {
  const networkFailure = t('common.networkFailure');
  return new ApiError(0, networkFailure, `0: ${networkFailure}`);
}

/**
 * A failed response as an ApiError, whoever made the request (fetch here, XMLHttpRequest in
 * upload-with-progress.ts): the server's code translated, its fields' messages too.
 */
export function errorFromResponse(status: number, statusText: string, text: string): ApiError {
  const body = parseErrorBody(text);
  const raw = text || statusText;
  const english =
    typeof body.message === 'string' && body.message !== ''
      ? body.message
      : raw || t('common.requestFailed', { status });
  const fieldErrors = body.fieldErrors
    ? Object.fromEntries(
        Object.entries(body.fieldErrors).map(([field, text]) => [
          field,
          translated(body.fieldCodes?.[field], text),
        ]),
      )
    : undefined;
  return new ApiError(status, translated(body, english), `${status}: ${raw}`, fieldErrors);
}

type Args<K extends ApiRoute> = CallArgsOf<Routes[K]> & {
  signal?: AbortSignal;
  /** Only for a money write the table declares `idempotent` (the document shows it too). */
  idempotencyKey?: Routes[K] extends { idempotent: true } ? string : never;
};
/** A route that takes nothing may be called with no arguments. */
type ArgsParam<K extends ApiRoute> =
  object extends CallArgsOf<Routes[K]> ? [args?: Args<K>] : [args: Args<K>];

/**
 * A route's address with its parameters and query filled in, for what the browser fetches
 * itself: a download link, an image, an upload with progress (XMLHttpRequest).
 */
export function routeUrl<K extends ApiRoute>(
  route: K,
  args: Pick<CallArgsOf<Routes[K]>, 'params' | 'query'>,
): string {
  const { params, query } = args as { params?: object; query?: object };
  return target(route.split(' ')[1]!, params, query);
}

/** The route's path with its parameters filled in, and its query. */
function target(template: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function sendTo<K extends ApiRoute>(route: K, args: Args<K> | undefined) {
  const [method, template] = route.split(' ') as [string, string];
  const { params, query, body, form, signal, idempotencyKey } = (args ?? {}) as Args<K> & {
    params?: object;
    query?: object;
    body?: unknown;
    form?: FormData;
  };
  return send<AnswerOf<Routes[K]>>(method, target(template, params, query), {
    body,
    form,
    signal,
    idempotencyKey,
  });
}

/**
 * Calls an API route by its key in the route table (contract/api.ts), 'PUT /api/rooms/:id':
 * its parameters, query and body are checked against the table, and so is what it answers.
 * Only the table's types reach the browser; a renamed path or field breaks the build.
 */
export async function call<K extends ApiRoute>(
  route: K,
  ...[args]: ArgsParam<K>
): Promise<AnswerOf<Routes[K]>> {
  return (await sendTo(route, args)).body;
}

/** One page of a paged route: its items and the Next-Cursor header (contract/common.ts). */
export async function callPage<K extends ApiRoute>(
  route: K,
  ...[args]: ArgsParam<K>
): Promise<Page<AnswerOf<Routes[K]> extends (infer T)[] ? T : never>> {
  const { body, headers } = await sendTo(route, args);
  return { items: body as never, nextCursor: headers.get(nextCursorHeader) };
}

/** A query's fetcher for a route, for `useQuery({ queryKey, ...routeQuery(route, args) })`. */
export function routeQuery<K extends ApiRoute>(route: K, ...[args]: ArgsParam<K>) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(route, ...([{ ...args, signal }] as ArgsParam<K>)),
  };
}
