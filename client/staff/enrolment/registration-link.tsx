import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { copyRegistrationLink } from '../../lib/copy-link.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/format.ts';

/** Spec sections 4 and 9: the copy confirmation resets after 2 s. */
const copiedMs = 2000;

/** The parent's registration link, with Copy (and the text itself, to copy by hand). */
export function RegistrationLink({ link, expiresAt }: { link: string; expiresAt: string }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyRegistrationLink(link)) setCopied(true);
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-link`}>{t('enrolment.registrationLink')}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-link`}
          readOnly
          value={link}
          aria-describedby={`${id}-expiry`}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('enrolment.copied') : t('enrolment.copy')}
        </Button>
      </div>
      <p id={`${id}-expiry`} className="text-sm text-slate-600">
        {t('enrolment.linkValidUntil', { when: formatDateTime(expiresAt) })}
      </p>
    </div>
  );
}
