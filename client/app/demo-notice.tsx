import { Trans } from '@lingui/react';
import { Info } from 'lucide-react';
import type { CentreInfoResponse } from '../../contract/centre.ts';
import { useT } from '../i18n/use-t.ts';

/**
 * While demo accounts with the published password exist, every page of both portals says
 * so (PRODUCT.md): nobody should mistake the demo for a real centre, or type a real child's
 * details into it. The centre comes from the root route's loader, so the notice is there
 * when the page first shows.
 */
export function DemoNotice({ centre }: { centre: CentreInfoResponse | null }) {
  const t = useT();
  if (!centre?.demo) return null;
  return (
    <section
      aria-label={t('common.demo.label')}
      className="flex items-start justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-900"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <Trans id="common.demo.notice" components={{ 0: <strong /> }} />
      </p>
    </section>
  );
}
