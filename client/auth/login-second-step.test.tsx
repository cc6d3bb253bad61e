// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { speak } from '../i18n/test-setup.ts';
import { LoginForm } from './login-form.tsx';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let sent: { method: string; path: string; body: unknown }[];
beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`]?.shift() ?? {
      status: 404,
      body: { message: 'not stubbed' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  speak('en');
});

function show() {
  const router = createMemoryRouter(
    [{ path: '/parent-login', element: <LoginForm portal="parent" /> }],
    {
      initialEntries: ['/parent-login'],
    },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const wrongCode = {
  status: 401,
  body: {
    message: 'That code is not valid. Check the code and try again.',
    code: 'errors.twoStepCodeWrong',
  },
};

/** E-mail and password sent, answered with the second step (decision 069). */
async function toSecondStep(heading: string, labels = { email: 'Email', password: 'Password' }) {
  answers['POST /api/auth/parent/login'] = [{ status: 202, body: { secondStep: 'code' } }];
  show();
  type(labels.email, 'ana@example.org');
  type(labels.password, 'my-own-secret');
  fireEvent.submit(screen.getByLabelText(labels.password).closest('form')!);
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
}

describe('the second step of a sign-in', () => {
  it('asks for the code after the password and sends it to the portal’s own route', async () => {
    await toSecondStep('Two-step sign-in');
    answers['POST /api/auth/parent/login/code'] = [wrongCode];
    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not valid. Check the code and try again.'),
    ).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/parent/login/code',
      body: { code: '123456' },
    });
  });

  it('starts again from the password when the second step has expired', async () => {
    await toSecondStep('Two-step sign-in');
    answers['POST /api/auth/parent/login/code'] = [
      {
        status: 410,
        body: {
          message: 'Your sign-in took too long. Please enter your e-mail and password again.',
          code: 'errors.twoStepPendingExpired',
        },
      },
    ];
    type('Code', 'abcd-efgh-jkmn');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.org');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('speaks the reader’s language', async () => {
    speak('es');
    await toSecondStep('Inicio de sesión en dos pasos', {
      email: 'Correo electrónico',
      password: 'Contraseña',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText(
        'Introduzca el código de su aplicación de autenticación o un código de recuperación.',
      ),
    ).toBeTruthy();
    expect(sent.filter((r) => r.path.endsWith('/login/code'))).toEqual([]);
  });
});
