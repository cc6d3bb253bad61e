import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Camera } from '../../../contract/cameras.ts';
import type { DialogSlotProps } from '../../components/ui/dialog-slot.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import {
  cameraFormDefaults,
  cameraFormFields,
  type CameraFormInput,
  cameraFormSchema,
  type CameraFormValues,
  cameraUpdateBody,
  type Clearing,
} from './camera-form.ts';
import { CameraRoomField } from './camera-room-field.tsx';
import { CameraSignInFields } from './camera-sign-in-fields.tsx';
import { useAddCamera, useUpdateCamera } from './queries.ts';

type Props = DialogSlotProps & {
  /** Edit this camera; without it the dialog adds one. */
  camera?: Camera;
};

/** Add Camera (the spec's fields, plus the room it watches) and, the same form, Edit Camera. */
export function CameraFormDialog({ open, onOpenChange, camera }: Props) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={camera ? t('cameraMonitoring.form.editTitle') : t('cameraMonitoring.addCamera')}
      description={
        camera
          ? t('cameraMonitoring.form.editDescription', { name: camera.name })
          : t('cameraMonitoring.form.addDescription')
      }
    >
      <CameraForm camera={camera} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function CameraForm({ camera, onDone }: { camera?: Camera; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const add = useAddCamera();
  const update = useUpdateCamera();
  const [clear, setClear] = useState<Clearing>({ signIn: false, stream: false });
  const form = useForm<CameraFormInput, unknown, CameraFormValues>({
    resolver: zodResolver(cameraFormSchema),
    defaultValues: cameraFormDefaults(camera),
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = form;

  const onError = (fallback: string) => (error: Error) => {
    if (!applyFieldErrors(error, cameraFormFields, setError)) toastError(error, fallback);
  };
  const onSubmit = handleSubmit((values) => {
    if (camera) {
      update.mutate(
        { id: camera.id, body: cameraUpdateBody(values, clear) },
        {
          onSuccess: () => {
            toast({ title: t('cameraMonitoring.updated') });
            onDone();
          },
          onError: onError(t('cameraMonitoring.updateFailed')),
        },
      );
      return;
    }
    add.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('cameraMonitoring.added'),
          description: t('cameraMonitoring.addedDescription'),
        });
        onDone();
      },
      onError: onError(t('cameraMonitoring.addFailed')),
    });
  });

  const text = (name: 'name' | 'location' | 'ipAddress', label: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(p) => <Input autoComplete="off" {...p} {...register(name)} />}
    </FormField>
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', t('cameraMonitoring.field.name'))}
        {text('location', t('cameraMonitoring.field.location'))}
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        {text('ipAddress', t('cameraMonitoring.field.ipAddress'))}
        <FormField
          id={`${id}-port`}
          label={t('cameraMonitoring.field.port')}
          hint={t('cameraMonitoring.form.portHint')}
          error={errors.port?.message}
        >
          {(p) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              autoComplete="off"
              {...p}
              {...register('port')}
            />
          )}
        </FormField>
      </div>
      <CameraSignInFields
        id={id}
        form={form}
        saved={camera}
        clear={clear}
        onClear={(change) => setClear((c) => ({ ...c, ...change }))}
      />
      <CameraRoomField id={`${id}-room`} control={control} error={errors.roomId?.message} />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex min-h-11 items-center gap-3">
            <Switch
              id={`${id}-active`}
              checked={field.value !== false}
              onCheckedChange={field.onChange}
            />
            <Label htmlFor={`${id}-active`}>{t('cameraMonitoring.field.active')}</Label>
          </div>
        )}
      />
      <FormActions
        onCancel={onDone}
        pending={add.isPending || update.isPending}
        holdCancel
        submitLabel={camera ? t('common.saveChanges') : t('cameraMonitoring.addCamera')}
      />
    </form>
  );
}
