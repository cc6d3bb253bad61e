import type { z } from 'zod';
import type { Action } from '../permissions.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A route's key: its method and path as the server registers it, '/api/rooms/:id'. */
export type RouteKey = `${Method} /${string}`;

/**
 * One API route, declared once (decision 057): who may call it, what it takes and what it
 * answers. The server registers from it (server/lib/serve.ts), the client calls through
 * it by its key (client/lib/api.ts) and the OpenAPI document is made from it.
 */
export interface RouteSpec {
  /** The operation's stable name in the API document and in generated clients. */
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** An action of the permission table, or 'public' for a route anyone may call. */
  access: Action | 'public';
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; an upload (multipart) says `upload` instead and reads its parts itself. */
  body?: z.ZodType;
  upload?: true;
  /** Every answer it gives, by status: one 2xx, and each 4xx with the error shape. */
  responses: Partial<Record<number, z.ZodType>>;
  /** A list that grows: the next page's cursor comes in the Next-Cursor header. */
  paged?: true;
  /**
   * A money write that takes an Idempotency-Key header (decision 045): a repeat with the same
   * key gets the first answer. serve() adds its refusals (a bad key 400, a reused one 409)
   * and the API document the header.
   */
  idempotent?: true;
  /**
   * A file download: the 200 answer is a file of one of these media types, not JSON (so
   * `responses` holds only its error answers); the client links to it with `routeUrl`.
   */
  file?: readonly string[];
}

/** An area's routes; the keys and specs are checked here, their exact types are kept. */
export const defineRoutes = <const T extends Record<RouteKey, RouteSpec>>(routes: T): T => routes;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What the route answers when it succeeds (204: nothing). */
export type AnswerOf<R extends RouteSpec> = {
  [S in SuccessStatus & keyof R['responses']]: S extends 204 ? void : Output<R['responses'][S]>;
}[SuccessStatus & keyof R['responses']];

/** The path's parameters, query and body as the handler receives them (parsed). */
export type ParamsOf<R extends RouteSpec> = Output<R['params']>;
export type QueryOf<R extends RouteSpec> = Output<R['query']>;
export type BodyOf<R extends RouteSpec> = Output<R['body']>;

/** A path parameter as the client fills it in: the parsed value's type, or its text. */
type PathValues<P> = { [K in keyof P]: P[K] | string };

/** What a caller passes: the parameters, query and body the route declares, nothing else. */
export type CallArgsOf<R extends RouteSpec> = (R['params'] extends z.ZodType
  ? { params: PathValues<z.output<R['params']>> }
  : { params?: never }) &
  (R['query'] extends z.ZodType
    ? // A query whose every field may be left out may itself be left out.
      object extends z.input<R['query']>
      ? { query?: z.input<R['query']> }
      : { query: z.input<R['query']> }
    : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : { body?: never }) &
  (R['upload'] extends true ? { form: FormData } : { form?: never });
