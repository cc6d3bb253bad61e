import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type CentreDetailsResponse,
  centreDetails,
  centreDetailsFields,
} from '../../../contract/centre.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { QueryCard } from '../../components/ui/query-card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { toastError } from '../../lib/toast-error.ts';
import { CentreLogo } from './centre-logo.tsx';
import { centreDetailsQuery, useSaveCentreDetails } from './centre-queries.ts';

type DetailsForm = z.input<typeof centreDetails>;

/**
 * Directors name the centre and give its address, phone, e-mail, tax id and logo (decision
 * 060): the name and logo head the sign-in pages, both portals, every e-mail and every PDF;
 * the contacts are printed under them.
 */
export function CentreDetailsCard() {
  const t = useT();
  const details = useQuery(centreDetailsQuery());
  return (
    <QueryCard
      id="centre-details"
      title={t('staffSettings.centre.title')}
      description={t('staffSettings.centre.description')}
      query={details}
      loading={t('staffSettings.centre.loading')}
      loadFailed={t('staffSettings.centre.loadFailed')}
    >
      {(current) => (
        <div className="space-y-8">
          <DetailsForm current={current} />
          <CentreLogo current={current} />
        </div>
      )}
    </QueryCard>
  );
}

function DetailsForm({ current }: { current: CentreDetailsResponse }) {
  const t = useT();
  const save = useSaveCentreDetails();
  const form = useForm<DetailsForm, unknown, z.output<typeof centreDetails>>({
    resolver: zodResolver(centreDetails),
    defaultValues: {
      name: current.name,
      address: current.address,
      phone: current.phone,
      email: current.email,
      taxId: current.taxId,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          name: saved.name,
          address: saved.address,
          phone: saved.phone,
          email: saved.email,
          taxId: saved.taxId,
        });
        toast({ title: t('staffSettings.centre.saved', { name: saved.name }) });
      },
      onError: (error) => {
        if (!applyFieldErrors(error, centreDetailsFields, form.setError))
          toastError(error, t('staffSettings.centre.saveFailed'));
      },
    }),
  );
  const field = (
    name: (typeof centreDetailsFields)[number],
    label: string,
    input: { type?: string; autoComplete: string; maxLength: number; inputMode?: 'tel' | 'email' },
    hint?: string,
  ) => (
    <FormField id={`centre-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(control) => <Input {...input} {...control} {...form.register(name)} />}
    </FormField>
  );
  return (
    <form noValidate className="max-w-xl space-y-4" onSubmit={(e) => void onSubmit(e)}>
      {field(
        'name',
        t('staffSettings.centre.name'),
        { autoComplete: 'organization', maxLength: 120 },
        t('staffSettings.centre.nameHint'),
      )}
      {field('address', t('staffSettings.centre.address'), {
        autoComplete: 'street-address',
        maxLength: 300,
      })}
      {field('phone', t('staffSettings.centre.phone'), {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        maxLength: 40,
      })}
      {field('email', t('staffSettings.centre.email'), {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
        maxLength: 200,
      })}
      {field(
        'taxId',
        t('staffSettings.centre.taxId'),
        { autoComplete: 'off', maxLength: 50 },
        t('staffSettings.centre.taxIdHint'),
      )}
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('staffSettings.centre.save')}
      </Button>
    </form>
  );
}
