import { useQuery } from '@tanstack/react-query';
import { type Control, Controller } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useT } from '../../i18n/use-t.ts';
import { roomsQuery } from '../../lib/query-options.ts';
import type { CameraFormInput, CameraFormValues } from './camera-form.ts';

/**
 * The room the camera watches (beyond the spec): the parents of that room's children see it.
 * Without one only staff do, which is also what a room list that failed to load leaves.
 * Controlled, so an edited camera's room shows as chosen once the rooms arrive (an
 * uncontrolled select would fall back to its first option while the list is still empty).
 */
export function CameraRoomField(props: {
  id: string;
  control: Control<CameraFormInput, unknown, CameraFormValues>;
  error?: string;
}) {
  const t = useT();
  const rooms = useQuery(roomsQuery());
  return (
    <FormField
      id={props.id}
      label={t('cameraMonitoring.field.room')}
      hint={t('cameraMonitoring.form.roomHint')}
      error={props.error}
    >
      {(p) => (
        <Controller
          control={props.control}
          name="roomId"
          render={({ field }) => (
            <NativeSelect
              {...p}
              name={field.name}
              ref={field.ref}
              value={field.value == null ? '' : String(field.value)}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              <option value="">{t('cameraMonitoring.noRoom')}</option>
              {(rooms.data ?? []).map((room) => (
                <option key={room.id} value={String(room.id)}>
                  {room.name}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      )}
    </FormField>
  );
}
