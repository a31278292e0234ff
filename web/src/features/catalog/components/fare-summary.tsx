import { useId, useState } from 'react';
import { indiaToday } from '#shared/dates';
import { fare as fareTexts } from '#shared/i18n/en/screens/fare';
import { formatRupees } from '#shared/package-format';
import type { TourPackage } from '#shared/catalog/schemas';
import { DEFAULT_PARTY, fareFor, GST_RATE, type Party } from '#shared/taxes';
import { PartyPicker } from '../../../components/party-picker';
import { useScreenT } from '../../../lib/locale';

/**
 * The fare for the visitor's party: base, GST, TCS (international packages only, with the PAN line) and the
 * total, from the catalog's numbers and the tax table in shared/taxes.ts. Indicative: the coordinator confirms.
 */
export function FareSummary({ item }: { item: TourPackage }) {
  const [party, setParty] = useState<Party>(DEFAULT_PARTY);
  const t = useScreenT(fareTexts);
  const baseId = useId();
  const { price } = item;
  const fare = fareFor(item, party, indiaToday());
  return (
    <section className="fare-summary panel" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="fare-summary__title">
        {t('title')}
      </h2>
      <PartyPicker
        labels={{
          legend: t('party'),
          adults: t('adults'),
          childrenWithBed: t('childrenWithBed'),
          childrenNoBed: t('childrenNoBed'),
          singles: t('singles'),
        }}
        price={price}
        party={party}
        onChange={setParty}
      />
      <dl className="fare-summary__lines" aria-live="polite">
        <div>
          <dt>{t('packageCost')}</dt>
          <dd>{formatRupees(fare.base)}</dd>
        </div>
        <div>
          <dt>{t('gst', { rate: GST_RATE * 100 })}</dt>
          <dd>{formatRupees(fare.gst)}</dd>
        </div>
        {fare.tcsRate !== null ? (
          <div>
            <dt>{t('tcs', { rate: fare.tcsRate })}</dt>
            <dd>{formatRupees(fare.tcs)}</dd>
          </div>
        ) : null}
        <div className="fare-summary__total">
          <dt>{t('total')}</dt>
          <dd>{formatRupees(fare.total)}</dd>
        </div>
      </dl>
      {fare.tcsRate !== null ? <p className="fare-summary__note">{t('tcsNote')}</p> : null}
      <p className="fare-summary__note">{t('indicative')}</p>
    </section>
  );
}
