import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';

/**
 * A titled card showing what one query read: its loading text (a status), its failure (an
 * alert, with Try again when `retry`), or its content once read. The settings and profile
 * cards that each show one thing from the server.
 */
export function QueryCard<T>(props: {
  id: string;
  title: string;
  description: string;
  query: UseQueryResult<T>;
  loading: string;
  loadFailed: string;
  retry?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { id, query } = props;
  const t = useT();
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {props.loading}
          </p>
        ) : query.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-red-800">
              {props.loadFailed}
            </p>
            {props.retry ? (
              <Button
                size="sm"
                variant="outline"
                disabled={query.isFetching}
                onClick={() => void query.refetch()}
              >
                {t('common.tryAgain')}
              </Button>
            ) : null}
          </div>
        ) : (
          props.children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
