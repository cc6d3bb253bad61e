import { useTransition } from 'react';
import type { PasskeyAssertion } from '../../contract/passkeys.ts';
import { dismissToast } from '../components/ui/toast-store.ts';
import { call } from '../lib/api.ts';
import { setCurrentUser } from '../lib/current-user.ts';
import type { Portal } from '../lib/session.ts';

/**
 * Signing in with a passkey (decision 071): the server's challenge, the device's answer
 * (navigator.credentials.get through @simplewebauthn/browser, loaded only when pressed so
 * the sign-in page stays small), then the session. Without the password, or as the second
 * step after it.
 */
async function answer(options: Record<string, unknown>): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options as never });
  return response as unknown as PasskeyAssertion;
}

export function usePasskeySignIn(portal: Portal) {
  const [isPending, startTransition] = useTransition();
  const run = (work: () => Promise<void>, onError: (error: Error) => void) =>
    startTransition(async () => {
      try {
        await work();
        dismissToast();
      } catch (error) {
        onError(error as Error);
      }
    });
  /** Any passkey of this centre the device holds: the browser asks which. */
  const signIn = (rememberMe: boolean, onError: (error: Error) => void) =>
    run(async () => {
      const { options } = await call('POST /api/auth/passkey/options', {});
      const response = await answer(options);
      setCurrentUser(
        await call(`POST /api/auth/${portal}/passkey`, { body: { response, rememberMe } }),
      );
    }, onError);
  /** After the password: one of the person's own passkeys. */
  const secondStep = (onError: (error: Error) => void) =>
    run(async () => {
      const { options } = await call(`POST /api/auth/${portal}/login/passkey/options`, {});
      const response = await answer(options);
      setCurrentUser(await call(`POST /api/auth/${portal}/login/passkey`, { body: { response } }));
    }, onError);
  return { signIn, secondStep, isPending };
}
