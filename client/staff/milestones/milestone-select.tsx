import type { UseFormRegisterReturn } from 'react-hook-form';
import type { NextMilestone } from '../../../contract/child-milestones.ts';
import type { CatalogueResponse, MilestoneTemplate } from '../../../contract/milestones.ts';
import { formatAgeRange } from '../../components/milestones/milestone-labels.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useT } from '../../i18n/use-t.ts';

interface Props {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  childName: string;
  /** The catalogue, or undefined while it loads. */
  catalogue: CatalogueResponse | undefined;
  /** What comes next for the child (expected first): offered first, in a group of its own. */
  next: readonly NextMilestone[];
  /** Milestones the child has shown: not offered again. */
  shown: ReadonlySet<number>;
}

const optionText = (m: MilestoneTemplate) =>
  `${m.title} (${formatAgeRange(m.ageRangeMin, m.ageRangeMax)})`;

/**
 * The milestone to record: the browser's own select, in groups (the keyboard and screen
 * readers know optgroups). First the milestones for the child's age, those expected by now
 * before those coming up; then every other milestone not shown yet, by category.
 */
export function MilestoneSelect(props: Props) {
  const { id, registration, error, childName, catalogue, next, shown } = props;
  const t = useT();
  const nextIds = new Set(next.map((m) => m.id));
  const expected = next.filter((m) => m.expected);
  const comingUp = next.filter((m) => !m.expected);
  return (
    <FormField id={id} label={t('milestones.record.milestone')} error={error}>
      {(p) => (
        // Remounted once the catalogue is in, so a preselected milestone shows as selected.
        <NativeSelect key={catalogue ? 'ready' : 'loading'} {...p} {...registration}>
          <option value="">
            {catalogue ? t('milestones.record.selectMilestone') : t('milestones.record.loading')}
          </option>
          {expected.length > 0 ? (
            <optgroup label={t('milestones.record.groupExpected', { name: childName })}>
              {expected.map((m) => (
                <option key={m.id} value={m.id}>
                  {optionText(m)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {comingUp.length > 0 ? (
            <optgroup label={t('milestones.record.groupComingUp', { name: childName })}>
              {comingUp.map((m) => (
                <option key={m.id} value={m.id}>
                  {optionText(m)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {(catalogue ?? []).map((category) => {
            const rest = category.templates.filter((m) => !nextIds.has(m.id) && !shown.has(m.id));
            return rest.length === 0 ? null : (
              <optgroup key={category.id} label={category.name}>
                {rest.map((m) => (
                  <option key={m.id} value={m.id}>
                    {optionText(m)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </NativeSelect>
      )}
    </FormField>
  );
}
