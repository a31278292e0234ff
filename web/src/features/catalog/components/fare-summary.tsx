import { useId, useState } from 'react';
import { indiaToday } from '#shared/dates';
import { fare as fareTexts } from '#shared/i18n/en/screens/fare';
import type { TourPackage } from '#shared/catalog/schemas';
import { DEFAULT_PARTY, fareFor, GST_RATE, type Party } from '#shared/taxes';
import { MoneyLine } from '../../../components/money-line';
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
        <MoneyLine amount={fare.base}>{t('packageCost')}</MoneyLine>
        <MoneyLine amount={fare.gst}>{t('gst', { rate: GST_RATE * 100 })}</MoneyLine>
        {fare.tcsRate !== null ? <MoneyLine amount={fare.tcs}>{t('tcs', { rate: fare.tcsRate })}</MoneyLine> : null}
        <MoneyLine amount={fare.total} className="fare-summary__total">
          {t('total')}
        </MoneyLine>
      </dl>
      {fare.tcsRate !== null ? <p className="fare-summary__note">{t('tcsNote')}</p> : null}
      <p className="fare-summary__note">{t('indicative')}</p>
    </section>
  );
}
