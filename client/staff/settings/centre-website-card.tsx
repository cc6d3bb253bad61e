import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type CentreInfoResponse,
  type CentreWebsite,
  centreWebsite,
} from '../../../contract/centre.ts';
import { Button } from '../../components/ui/button.tsx';
import { QueryCard } from '../../components/ui/query-card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { call } from '../../lib/api.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { centreQuery } from '../../lib/query-options.ts';
import { toastError } from '../../lib/toast-error.ts';

const fields = ['websiteUrl'] as const;

/**
 * Directors set the centre's public website (or clear it): the staff portal's 'Back to Main
 * Page' opens it, and is hidden while there is none. Read from the centre's public
 * information, which every page already has.
 */
export function CentreWebsiteCard() {
  const t = useT();
  const centre = useQuery(centreQuery());
  return (
    <QueryCard
      id="centre-website"
      title={t('staffSettings.website.title')}
      description={t('staffSettings.website.description')}
      query={centre}
      loading={t('staffSettings.website.loading')}
      loadFailed={t('staffSettings.website.loadFailed')}
    >
      {(info) => <WebsiteForm current={info.websiteUrl} />}
    </QueryCard>
  );
}

function WebsiteForm({ current }: { current: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<CentreWebsite>({
    resolver: zodResolver(centreWebsite),
    defaultValues: { websiteUrl: current },
  });
  const save = useMutation({
    mutationFn: (body: CentreWebsite) => call('PUT /api/centre/website', { body }),
    onSuccess: (saved) => {
      // The staff layout's link reads the same entry: it appears or goes at once.
      queryClient.setQueryData<CentreInfoResponse>(centreQuery().queryKey, (info) =>
        info ? { ...info, websiteUrl: saved.websiteUrl } : info,
      );
      form.reset(saved);
      toast({
        title: saved.websiteUrl
          ? t('staffSettings.website.saved')
          : t('staffSettings.website.cleared'),
      });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, fields, form.setError))
        toastError(error, t('staffSettings.website.saveFailed'));
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="max-w-xl space-y-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FormField
        id="centre-website-url"
        label={t('staffSettings.website.address')}
        hint={t('staffSettings.website.hint')}
        error={errors.websiteUrl?.message}
      >
        {(control) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={300}
            placeholder={t('staffSettings.website.placeholder')}
            {...control}
            {...form.register('websiteUrl')}
          />
        )}
      </FormField>
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {t('staffSettings.website.save')}
      </Button>
    </form>
  );
}
