import { Info } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';

/** The spec's information box: see a tax professional, and keep these documents. */
export function TaxInfoBox() {
  const t = useT();
  return (
    <aside
      aria-labelledby="tax-info-title"
      className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-blue-800" aria-hidden="true" />
      <div className="space-y-1">
        <h2 id="tax-info-title" className="font-semibold">
          {t('parentTaxDocuments.info.title')}
        </h2>
        <p className="text-sm">{t('parentTaxDocuments.info.text')}</p>
      </div>
    </aside>
  );
}
