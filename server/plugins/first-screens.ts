import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../contract/enums.ts';
import { nextCursorHeader } from '../../contract/http.ts';
import { languageOr } from '../lib/i18n.ts';
import { answerMadeAt } from './answer-cache.ts';

/**
 * What the first screens ask the API for as they open, answered by the server inside the
 * page itself (decision 029): a signed-in director opening /dashboard gets the dashboard's
 * data in the same response as its page, instead of after the page, the scripts, the
 * session check and the layout (five round trips on a phone's connection).
 *
 * Each answer is made by the app's own route for that path, with the page request's cookies
 * (`app.inject`): the same session, authorization, family filter and answer as the browser's
 * own request would get. Only 200 answers are kept; anything else the screen asks for itself.
 * e2e/specs/access/first-screens.spec.ts proves each list is exactly what its screen asks for.
 */
/** An answer as its route sent it: JSON text, written into the page as it is. */
export type FirstAnswer = { json: string; nextCursor: string | null };
/**
 * A screen's first answers, and when the oldest of them was made (an answer kept for a
 * moment, plugins/answer-cache.ts, may be older than the page's request).
 */
export type FirstAnswers = { answers: Map<string, FirstAnswer>; madeAt: number };
/**
 * A loader's two ways to ask: `keep` puts the answer in the page; `read` does too and gives
 * its value back, for the few answers that decide what else the screen asks for (the others
 * are never parsed here, only copied).
 */
type Ask = { keep: (path: string) => Promise<unknown>; read: (path: string) => Promise<unknown> };
type Loader = (ask: Ask, query: URLSearchParams) => Promise<void>;

type SessionAnswer = { user: { role: string } | null } | undefined;

/** The staff layout's and dashboard's calls; the day's attendance uses the stats' date. */
const staffHome: Loader = async ({ keep, read }) => {
  const [session] = await Promise.all([read('/api/auth/session'), keep('/api/centre')]);
  const role = (session as SessionAnswer)?.user?.role;
  if (!role || role === 'parent') return;
  const [stats] = await Promise.all([
    read('/api/dashboard/stats'),
    keep('/api/dashboard/ratios'),
    keep('/api/children'),
    keep('/api/rooms'),
    keep('/api/events'),
    keep('/api/staff'),
    keep('/api/incidents?limit=3'),
    keep('/api/settings'),
    keep('/api/messages/unread-count'),
    keep('/api/messages/recent'),
  ]);
  const date = (stats as { date?: string } | undefined)?.date;
  if (date) await keep(`/api/attendance?date=${encodeURIComponent(date)}`);
};

/**
 * The parent layout's calls, and on the home view (no ?view=) the family, the overview and
 * the chosen child's day and lists (?child=, else the first child, as the screen chooses).
 */
const parentHome: Loader = async ({ keep, read }, query) => {
  const [session] = await Promise.all([read('/api/auth/session'), keep('/api/centre')]);
  if ((session as SessionAnswer)?.user?.role !== 'parent') return;
  const [children, overview] = await Promise.all([
    read('/api/children'),
    read('/api/parent/overview'),
    keep('/api/settings'),
    keep('/api/messages/unread-count'),
  ]);
  if (query.has('view')) return;
  const list = (children as { id: number }[] | undefined) ?? [];
  const child = list.find((c) => c.id === Number(query.get('child'))) ?? list[0];
  const today = (overview as { today?: string } | undefined)?.today;
  if (!child) return;
  await Promise.all([
    keep(`/api/daily-reports?childId=${child.id}&limit=30`),
    keep(`/api/activities?childId=${child.id}&limit=30`),
    keep(`/api/incidents?childId=${child.id}&limit=30`),
    today ? keep(`/api/activities?childId=${child.id}&date=${today}&limit=500`) : undefined,
  ]);
};

/**
 * A sign-in page's one call: the centre, public, whose demo notice would otherwise push the
 * form down when it arrived (a layout shift of 0.1 on a phone).
 */
const signIn: Loader = async ({ keep }) => {
  await keep('/api/centre');
};

/** Each first screen's loader, and whether it carries answers only for someone signed in. */
const loaders: Record<string, { load: Loader; signedIn: boolean }> = {
  '/': { load: staffHome, signedIn: true },
  '/dashboard': { load: staffHome, signedIn: true },
  '/parent-dashboard': { load: parentHome, signedIn: true },
  '/login': { load: signIn, signedIn: false },
  '/parent-login': { load: signIn, signedIn: false },
};

/**
 * The answers the screen at `address` will ask for, made now for this request's session;
 * null when the page has none to carry (no loader, or nobody signed in where the screen is
 * a signed-in one's).
 */
export async function firstScreenAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  address: string,
  query: URLSearchParams,
): Promise<FirstAnswers | null> {
  const loader = loaders[address];
  const cookie = request.headers.cookie;
  if (!loader || (loader.signedIn && !cookie)) return null;
  const answers = new Map<string, FirstAnswer>();
  let madeAt = Number.POSITIVE_INFINITY;
  /** The answers `read` parsed, by path. */
  const values = new Map<string, unknown>();
  const keep = async (path: string) => {
    const answer = await app
      .inject({
        method: 'GET',
        url: path,
        headers: {
          ...(cookie ? { cookie } : {}),
          accept: 'application/json',
          'user-agent': request.headers['user-agent'] ?? '',
        },
        remoteAddress: request.ip,
      })
      // The server closing meanwhile: the screen asks for it itself.
      .catch(() => undefined);
    const type = answer?.headers['content-type'];
    if (answer?.statusCode !== 200 || !String(type).startsWith('application/json')) return;
    madeAt = Math.min(madeAt, answerMadeAt(answer.raw.res) ?? madeAt);
    const nextCursor = answer.headers[nextCursorHeader.toLowerCase()];
    const kept = {
      json: answer.body,
      nextCursor: typeof nextCursor === 'string' ? nextCursor : null,
    };
    answers.set(path, kept);
    return kept;
  };
  const read = async (path: string) => {
    const kept = await keep(path);
    const value: unknown = kept ? JSON.parse(kept.json) : undefined;
    values.set(path, value);
    return value;
  };
  await loader.load({ keep, read }, query);
  if (!loader.signedIn) return { answers, madeAt };
  // A session that had ended answers {user: null}: the screen asks again itself, and that
  // answer tells the browser to forget the cookies.
  const session = values.get('/api/auth/session') as SessionAnswer;
  return session?.user ? { answers, madeAt } : null;
}

/**
 * The language the page will start in, as the browser decides it (client/i18n/i18n.ts):
 * the one last used on this device (mirrored in the `language` cookie), else the first of
 * the browser's languages we have, else English.
 */
export function readerLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies.language;
  if (chosen) return languageOr(chosen);
  for (const tag of (request.headers['accept-language'] ?? '').split(',')) {
    const primary = tag.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (primary && languageOr(primary) === primary) return primary as Language;
  }
  return 'en';
}

/** The answers as a data block the page's script reads (never run: CSP allows no inline script). */
export function answersBlock(answers: Map<string, FirstAnswer>): string {
  // The answers' own JSON text, copied in rather than parsed and written again (a staff
  // dashboard's is about 90 KB). In the shape the client reads (client/lib/first-answers.ts).
  const entries = [...answers].map(
    ([path, { json, nextCursor }]) =>
      `[${JSON.stringify(path)},{"body":${json},"nextCursor":${JSON.stringify(nextCursor)}}]`,
  );
  // '<' escaped (only ever inside a JSON string, where \u003c means the same): no
  // '</script>' or '<!--' inside a value can end the block early.
  const json = `[${entries.join(',')}]`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="first-answers">${json}</script>`;
}
