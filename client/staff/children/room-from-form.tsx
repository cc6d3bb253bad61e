import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { type MoveChildRequest, moveChildRequest } from '../../../contract/children.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useT } from '../../i18n/use-t.ts';
import { roomsQuery } from '../../lib/query-options.ts';

type Values = { roomId: number; from: string };

interface RoomFromFormProps {
  idPrefix: string;
  /** The room chosen at first ('' for none). */
  roomId: number | '';
  /** The first day shown at first (YYYY-MM-DD). */
  from: string;
  fromLabel: string;
  fromHint: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSave: (values: Values, setError: UseFormSetError<MoveChildRequest>) => void;
}

/** A room and the day a child is in it from: a move, or a return after a withdrawal. */
export function RoomFromForm(props: RoomFromFormProps) {
  const t = useT();
  const rooms = useQuery(roomsQuery());
  const { register, handleSubmit, setError, formState } = useForm<
    MoveChildRequest,
    unknown,
    Values
  >({
    resolver: zodResolver(moveChildRequest),
    defaultValues: { roomId: props.roomId === '' ? '' : String(props.roomId), from: props.from },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => props.onSave(values, setError));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <FormField
        id={`${props.idPrefix}-room`}
        label={t('children.room')}
        error={errors.roomId?.message}
      >
        {(p) => (
          <NativeSelect {...p} {...register('roomId')}>
            <option value="">{t('children.move.chooseRoom')}</option>
            {(rooms.data ?? []).map((room) => (
              <option key={room.id} value={String(room.id)}>
                {room.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${props.idPrefix}-from`}
        label={props.fromLabel}
        hint={props.fromHint}
        error={errors.from?.message}
      >
        {(p) => <Input type="date" {...p} {...register('from')} />}
      </FormField>
      <FormActions
        onCancel={props.onCancel}
        pending={props.pending}
        submitLabel={props.submitLabel}
      />
    </form>
  );
}
