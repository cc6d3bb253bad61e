import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { CentreDetailsResponse } from '../../../contract/centre.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { routeUrl } from '../../lib/api.ts';
import { toastError } from '../../lib/toast-error.ts';
import { useChangeLogo } from './centre-queries.ts';

/**
 * The centre's logo: shown as pages will show it, with Upload Logo (a real, labelled file
 * input behind the button) and, once there is one, Remove Logo. The server judges the file
 * by its bytes and keeps a PNG it made of it.
 */
export function CentreLogo({ current }: { current: CentreDetailsResponse }) {
  const t = useT();
  const change = useChangeLogo();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const headingId = useId();
  const pick = (file: File | undefined) => {
    if (!file) return;
    change.mutate(file, {
      onSuccess: () => toast({ title: translate('staffSettings.centre.logoSaved') }),
      onError: (error) => toastError(error, translate('staffSettings.centre.logoSaveFailed')),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('staffSettings.centre.logo')}
      </h3>
      <p className="text-sm text-slate-700">{t('staffSettings.centre.logoHint')}</p>
      <div className="flex flex-wrap items-center gap-4">
        {current.logo ? (
          <img
            src={routeUrl('GET /api/centre/logo', { query: { v: String(current.logo) } })}
            alt={t('staffSettings.centre.logoAlt', { name: current.name })}
            className="h-16 w-auto max-w-60 rounded border border-slate-200 bg-white object-contain p-1"
          />
        ) : (
          <p className="text-sm text-slate-700">{t('staffSettings.centre.noLogo')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            aria-label={t('staffSettings.centre.chooseLogo')}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button
            variant="outline"
            className="min-h-11"
            disabled={change.isPending}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" />{' '}
            {change.isPending ? t('common.saving') : t('staffSettings.centre.uploadLogo')}
          </Button>
          {current.logo ? (
            <Button
              variant="outline"
              className="min-h-11"
              disabled={change.isPending}
              onClick={() =>
                change.mutate(null, {
                  onSuccess: () => toast({ title: translate('staffSettings.centre.logoRemoved') }),
                  onError: (error) =>
                    toastError(error, translate('staffSettings.centre.logoRemoveFailed')),
                })
              }
            >
              <Trash2 aria-hidden="true" /> {t('staffSettings.centre.removeLogo')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
