import type { UseFormReturn } from 'react-hook-form';
import type { Camera } from '../../../contract/cameras.ts';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { CameraFormInput, CameraFormValues, Clearing } from './camera-form.ts';

type Props = {
  id: string;
  form: UseFormReturn<CameraFormInput, unknown, CameraFormValues>;
  /** The camera being edited: what it has stored (never the values themselves). */
  saved?: Camera;
  clear: Clearing;
  onClear: (change: Partial<Clearing>) => void;
};

/**
 * Stream URL, username and password: write-only. On Edit they start empty whatever is
 * stored; the hints say what is saved (the stream's address without its credentials), an
 * empty input keeps it, and the boxes remove it. Credentials are never autofilled: these are
 * the camera's, not the director's own.
 */
export function CameraSignInFields({ id, form, saved, clear, onClear }: Props) {
  const t = useT();
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  // A value typed before the box was ticked goes: it is not sent, so it must not be checked.
  const clearStream = (stream: boolean) => {
    if (stream) setValue('streamUrl', '', { shouldValidate: formState.isSubmitted });
    onClear({ stream });
  };
  const clearSignIn = (signIn: boolean) => {
    if (signIn)
      for (const field of ['username', 'password'] as const)
        setValue(field, '', { shouldValidate: formState.isSubmitted });
    onClear({ signIn });
  };
  const keep = t('cameraMonitoring.form.savedKeep');
  const streamHint = saved?.streamAddress
    ? t('cameraMonitoring.form.savedStream', { address: saved.streamAddress })
    : t('cameraMonitoring.form.streamUrlHint');
  const hasSignIn = Boolean(saved?.hasUsername || saved?.hasPassword);
  return (
    <div className="space-y-4">
      <FormField
        id={`${id}-stream`}
        label={t('cameraMonitoring.field.streamUrl')}
        hint={streamHint}
        error={errors.streamUrl?.message}
      >
        {(p) => (
          <Input
            type="url"
            autoComplete="off"
            disabled={clear.stream}
            {...p}
            {...register('streamUrl')}
          />
        )}
      </FormField>
      {saved?.streamAddress ? (
        <CheckboxField
          id={`${id}-clear-stream`}
          label={t('cameraMonitoring.form.clearStream')}
          checked={clear.stream}
          onCheckedChange={clearStream}
          className="min-h-11"
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-username`}
          label={t('cameraMonitoring.field.username')}
          hint={saved?.hasUsername ? keep : undefined}
          error={errors.username?.message}
        >
          {(p) => (
            <Input autoComplete="off" disabled={clear.signIn} {...p} {...register('username')} />
          )}
        </FormField>
        <FormField
          id={`${id}-password`}
          label={t('cameraMonitoring.field.password')}
          hint={saved?.hasPassword ? keep : undefined}
          error={errors.password?.message}
        >
          {(p) => (
            <Input
              type="password"
              autoComplete="new-password"
              disabled={clear.signIn}
              {...p}
              {...register('password')}
            />
          )}
        </FormField>
      </div>
      {hasSignIn ? (
        <CheckboxField
          id={`${id}-clear-sign-in`}
          label={t('cameraMonitoring.form.clearSignIn')}
          checked={clear.signIn}
          onCheckedChange={clearSignIn}
          className="min-h-11"
        />
      ) : null}
    </div>
  );
}
