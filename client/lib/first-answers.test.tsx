// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page as the server sends a first screen (server/plugins/first-screens.ts): the answers
// in a data block. Each test loads the modules afresh, as a page load would.
function pageWith(answers: [string, unknown][]) {
  document.body.innerHTML =
    `<div id="root"></div><script type="application/json" id="first-answers">` +
    JSON.stringify(answers.map(([path, body]) => [path, { body, nextCursor: null }])) +
    `</script>`;
}

const children = [{ id: 3, firstName: 'Mila' }];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[{"id":9,"firstName":"From the network"}]')),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the page's first answers", () => {
  it('answer the first GETs without the network, and leave the page', async () => {
    pageWith([['/api/children', children]]);
    const { api } = await import('./api.ts');
    expect(document.getElementById('first-answers')).toBeNull();
    expect(await api.get('/api/children')).toEqual(children);
    expect(await api.get('/api/rooms')).toEqual([{ id: 9, firstName: 'From the network' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are forgotten once anything changes, and a few seconds after the page', async () => {
    pageWith([['/api/children', children]]);
    const { api } = await import('./api.ts');
    await api.post('/api/children/3/check-in', {}).catch(() => undefined);
    expect(await api.get('/api/children')).toEqual([{ id: 9, firstName: 'From the network' }]);

    vi.resetModules();
    pageWith([['/api/children', children]]);
    const fresh = await import('./api.ts');
    vi.advanceTimersByTime(10_000);
    expect(await fresh.api.get('/api/children')).toEqual([
      { id: 9, firstName: 'From the network' },
    ]);
  });

  it("fill a screen's query before its first render: no loading state, no request", async () => {
    pageWith([['/api/children', children]]);
    const { queryClient } = await import('./query-client.ts');
    const { childrenQuery } = await import('./query-options.ts');
    const renders: string[] = [];
    function Names() {
      const query = useQuery(childrenQuery());
      renders.push(query.data ? query.data.map((c) => c.firstName).join() : 'loading');
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Names />
      </QueryClientProvider>,
    );
    expect(renders[0]).toBe('Mila');
    expect(fetch).not.toHaveBeenCalled();
  });
});
