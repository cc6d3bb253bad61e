import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { LabelledSelect } from '../components/ui/labelled-select.tsx';
import { Switch } from '../components/ui/switch.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { t as translate, translateText } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { type AnySettings, useSaveSettings } from '../lib/settings.ts';
import { applyTheme } from '../lib/theme.ts';

/**
 * A settings screen's sections. Every title, label, description and option label is a message
 * id (written with `msg()`) or an already translated text: the form shows it translated.
 */
export type SettingsSection<T> = {
  title: string;
  switches?: { key: keyof T & string; label: string; description: string }[];
  selects?: { key: keyof T & string; label: string; options: { value: string; label: string }[] }[];
};

/**
 * Both portals' settings screens. Spec section 4: the save button is disabled while saving
 * or when nothing changed, and reads 'Save All Settings' / 'All Settings Saved'. `saved` is
 * the portal's own settings, which `sections` (the portal's, T's keys) show.
 */
export function SettingsForm<T extends AnySettings>({
  saved,
  sections,
}: {
  saved: AnySettings;
  sections: SettingsSection<T>[];
}) {
  const t = useT();
  const [draft, setDraft] = useState<AnySettings>(saved);
  const values: Record<string, unknown> = draft;
  const save = useSaveSettings();
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = (key: keyof T & string, value: unknown) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // The theme previews at once; saving keeps it.
    if (key === 'theme') applyTheme(value as T['theme']);
  };

  const submit = () =>
    save.mutate(draft, {
      onSuccess: (s) => {
        setDraft(s);
        // The saved language, date format and time zone already apply (useSaveSettings).
        toast({ title: translate('account.settingsSaved') });
      },
      onError: () =>
        toast({
          title: translate('common.error'),
          description: translate('account.settingsSaveFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <CardTitle>{translateText(section.title)}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {section.switches?.map((s) => (
              <div key={s.key} className="flex items-center justify-between gap-4">
                <div>
                  <p id={`setting-${s.key}`} className="font-medium">
                    {translateText(s.label)}
                  </p>
                  <p id={`setting-${s.key}-description`} className="text-sm text-slate-600">
                    {translateText(s.description)}
                  </p>
                </div>
                <Switch
                  checked={Boolean(values[s.key])}
                  onCheckedChange={(v) => set(s.key, v)}
                  aria-labelledby={`setting-${s.key}`}
                  aria-describedby={`setting-${s.key}-description`}
                />
              </div>
            ))}
            {section.selects?.map((s) => (
              <LabelledSelect
                key={s.key}
                id={`setting-${s.key}`}
                label={translateText(s.label)}
                value={String(values[s.key])}
                options={s.options.map((o) => ({ value: o.value, label: translateText(o.label) }))}
                onChange={(value) => set(s.key, value)}
                className="space-y-1.5"
              />
            ))}
          </CardContent>
        </Card>
      ))}
      <Button onClick={submit} disabled={!changed || save.isPending}>
        {save.isPending
          ? t('common.saving')
          : changed
            ? t('account.saveAllSettings')
            : t('account.allSettingsSaved')}
      </Button>
    </div>
  );
}
