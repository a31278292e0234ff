import { useId, useState } from 'react';
import { indiaToday } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import type { TourPackage } from '#shared/catalog/schemas';
import { DEFAULT_PARTY, fareFor, GST_RATE, type Party } from '#shared/taxes';
import { PartyPicker } from '../../../components/party-picker';

/**
 * The fare for the visitor's party: base, GST, TCS (international packages only, with the PAN line) and the
 * total, from the catalog's numbers and the tax table in shared/taxes.ts. Indicative: the coordinator confirms.
 */
export function FareSummary({ item }: { item: TourPackage }) {
  const [party, setParty] = useState<Party>(DEFAULT_PARTY);
  const baseId = useId();
  const { price } = item;
  const fare = fareFor(item, party, indiaToday());
  return (
    <section className="fare-summary panel" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="fare-summary__title">
        Fare summary
      </h2>
      <PartyPicker
        legend="Your party"
        price={price}
        party={party}
        onChange={setParty}
        singlesLabel="Adults in a single room"
      />
      <dl className="fare-summary__lines" aria-live="polite">
        <div>
          <dt>Package cost</dt>
          <dd>{formatRupees(fare.base)}</dd>
        </div>
        <div>
          <dt>GST ({GST_RATE * 100}%)</dt>
          <dd>{formatRupees(fare.gst)}</dd>
        </div>
        {fare.tcsRate !== null ? (
          <div>
            <dt>TCS ({fare.tcsRate})</dt>
            <dd>{formatRupees(fare.tcs)}</dd>
          </div>
        ) : null}
        <div className="fare-summary__total">
          <dt>Total for your party</dt>
          <dd>{formatRupees(fare.total)}</dd>
        </div>
      </dl>
      {fare.tcsRate !== null ? (
        <p className="fare-summary__note">TCS is collected against your PAN and adjustable against your income tax.</p>
      ) : null}
      <p className="fare-summary__note">Indicative; your coordinator confirms the final fare for your dates.</p>
    </section>
  );
}
