import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useT } from '../../i18n/use-t.ts';

/** A dollar amount typed as text ('12.50'), its hint saying how; the form turns it into cents. */
export function AmountField(props: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const t = useT();
  return (
    <FormField
      id={props.id}
      label={props.label}
      hint={t('billingAdmin.money.hint')}
      error={props.error}
    >
      {(p) => <Input inputMode="decimal" autoComplete="off" {...p} {...props.registration} />}
    </FormField>
  );
}
