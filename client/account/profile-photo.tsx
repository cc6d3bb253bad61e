import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { ProfileResponse } from '../../contract/account.ts';
import { Button } from '../components/ui/button.tsx';
import { InitialsAvatar } from '../components/ui/initials-avatar.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { t as translate } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { routeUrl } from '../lib/api.ts';
import { fullName } from '../lib/format.ts';
import { toastError } from '../lib/toast-error.ts';
import { useChangePhoto } from './queries.ts';

/**
 * The spec's photo-change button: the person's photo (or initials) with Change Photo and,
 * once there is one, Remove Photo. The file input is a real, labelled control behind the
 * button, so a keyboard or a screen reader reaches it like any other.
 */
export function ProfilePhoto({ profile }: { profile: ProfileResponse }) {
  const t = useT();
  const change = useChangePhoto();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const name = fullName(profile);
  const pick = (file: File | undefined) => {
    if (!file) return;
    change.mutate(file, {
      onSuccess: () =>
        toast({
          title: translate('account.photoUpdated'),
          description: translate('account.photoUpdatedDescription'),
        }),
      onError: (error) => toastError(error, translate('account.photoUpdateFailed')),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      {profile.photo ? (
        <img
          src={routeUrl('GET /api/profile/photo', { query: { v: String(profile.photo) } })}
          alt={t('account.photoAlt', { name })}
          width={96}
          height={96}
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <InitialsAvatar name={name} className="size-24 bg-blue-100 text-2xl text-blue-900" />
      )}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          aria-label={t('account.choosePhoto')}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <Button
          variant="outline"
          disabled={change.isPending}
          onClick={() => input.current?.click()}
        >
          <Camera aria-hidden="true" />{' '}
          {change.isPending ? t('common.saving') : t('account.changePhoto')}
        </Button>
        {profile.photo ? (
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(null, {
                onSuccess: () =>
                  toast({
                    title: translate('account.photoRemoved'),
                    description: translate('account.photoRemovedDescription'),
                  }),
                onError: (error) => toastError(error, translate('account.photoRemoveFailed')),
              })
            }
          >
            <Trash2 aria-hidden="true" /> {t('account.removePhoto')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
