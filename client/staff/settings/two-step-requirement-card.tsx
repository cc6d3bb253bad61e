import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type TwoStepRequirement, twoStepRequirements } from '../../../contract/two-step.ts';
import { Button } from '../../components/ui/button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-select.tsx';
import { QueryCard } from '../../components/ui/query-card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { call, routeQuery } from '../../lib/api.ts';
import { toastError } from '../../lib/toast-error.ts';

const requirementKey = ['centre', 'two-step'] as const;

const labels: Record<TwoStepRequirement, string> = {
  none: msg('staffSettings.twoStep.none'),
  directors: msg('staffSettings.twoStep.directors'),
  staff: msg('staffSettings.twoStep.staff'),
  everyone: msg('staffSettings.twoStep.everyone'),
};

/**
 * Directors choose who must sign in with a second step (decision 069): nobody, directors,
 * all staff, or everyone. Each person is held to setting it up at their next sign-in.
 */
export function TwoStepRequirementCard() {
  const t = useT();
  const requirement = useQuery({
    queryKey: requirementKey,
    ...routeQuery('GET /api/centre/two-step'),
  });
  return (
    <QueryCard
      id="centre-two-step"
      title={t('staffSettings.twoStep.title')}
      description={t('staffSettings.twoStep.description')}
      query={requirement}
      loading={t('staffSettings.twoStep.loading')}
      loadFailed={t('staffSettings.twoStep.loadFailed')}
    >
      {(saved) => <RequirementForm current={saved.requiredFor} />}
    </QueryCard>
  );
}

function RequirementForm({ current }: { current: TwoStepRequirement }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current);
  const save = useMutation({
    mutationFn: (requiredFor: TwoStepRequirement) =>
      call('PUT /api/centre/two-step', { body: { requiredFor } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(requirementKey, saved);
      toast({ title: t('staffSettings.twoStep.saved') });
    },
    onError: (error) => toastError(error, t('staffSettings.twoStep.saveFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value);
  };
  return (
    <form noValidate className="max-w-xl space-y-4" onSubmit={submit}>
      <LabelledSelect
        id="centre-two-step-required"
        label={t('staffSettings.twoStep.requiredFor')}
        value={value}
        options={twoStepRequirements.map((r) => ({ value: r, label: t(labels[r]) }))}
        onChange={setValue}
        className="space-y-1.5"
      />
      <p className="text-sm text-slate-600">{t('staffSettings.twoStep.hint')}</p>
      <Button type="submit" className="min-h-11" disabled={save.isPending}>
        {t('staffSettings.twoStep.save')}
      </Button>
    </form>
  );
}
