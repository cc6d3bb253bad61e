// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ParentBillingRedirect } from './parent-billing-redirect.tsx';

afterEach(cleanup);

function Here() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

function show(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/parent-billing', element: <ParentBillingRedirect /> },
      { path: '*', element: <Here /> },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/parent-billing', () => {
  it('opens the dashboard’s billing view, in place of the old address', async () => {
    const router = show(['/parent-register?code=abc', '/parent-billing']);
    expect(await screen.findByText('at /parent-dashboard?view=billing')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to the page before, not to /parent-billing (which would come straight back).
    await router.navigate(-1);
    expect(await screen.findByText('at /parent-register?code=abc')).toBeTruthy();
  });

  it('keeps the billing tab asked for', async () => {
    show(['/parent-billing?tab=tax-documents']);
    expect(
      await screen.findByText('at /parent-dashboard?view=billing&tab=tax-documents'),
    ).toBeTruthy();
  });

  it('reached by a link, it leaves the page before it in the history', async () => {
    const router = show(['/parent-dashboard']);
    await router.navigate('/parent-billing');
    expect(await screen.findByText('at /parent-dashboard?view=billing')).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByText('at /parent-dashboard')).toBeTruthy();
  });
});
