import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { hasTexts, needTexts, type TextPart } from '../i18n/i18n.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * A portal's screens (and registration) wait here for their part of the language, which
 * began loading when the person signed in; the sign-in pages never wait for it, and a
 * parent never downloads the staff portal's texts (decision 021).
 */
export function TextsGate({ part }: { part: TextPart }) {
  const [ready, setReady] = useState(() => hasTexts('shared') && hasTexts(part));
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all([needTexts('shared'), needTexts(part)]).then(
      () => current && setReady(true),
      (error: unknown) => current && setFailed(error ?? new Error('texts failed to load')),
    );
    return () => {
      current = false;
    };
  }, [ready, part]);
  // The route's error page offers a reload (the most likely cause: a new deployment).
  if (failed) throw failed;
  return ready ? <Outlet /> : <PageLoading />;
}
