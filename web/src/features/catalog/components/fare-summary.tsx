import { useId, useState } from 'react';
import { indiaToday } from '#shared/dates';
import { formatRupees } from '#shared/package-format';
import type { TourPackage } from '#shared/catalog/schemas';
import { DEFAULT_PARTY, fareFor, GST_RATE, type Party } from '#shared/taxes';

const MAX_IN_PARTY = 20;

/**
 * The fare for the visitor's party: base, GST, TCS (international packages only, with the PAN line) and the
 * total, from the catalog's numbers and the tax table in shared/taxes.ts. Indicative: the coordinator confirms.
 */
export function FareSummary({ item }: { item: TourPackage }) {
  const [party, setParty] = useState<Party>(DEFAULT_PARTY);
  const baseId = useId();
  const { price } = item;
  const fare = fareFor(item, party, indiaToday());
  const set = (key: keyof Party, value: number) =>
    setParty((current) => {
      const next = { ...current, [key]: value };
      return { ...next, singles: Math.min(next.singles, next.adults) };
    });
  const counter = (key: keyof Party, label: string, min: number, max: number) => (
    <div className="fare-summary__count">
      <label htmlFor={`${baseId}-${key}`}>{label}</label>
      <select id={`${baseId}-${key}`} value={party[key]} onChange={(event) => set(key, Number(event.target.value))}>
        {Array.from({ length: max - min + 1 }, (_, index) => (
          <option key={index} value={min + index}>
            {min + index}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="fare-summary panel" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="fare-summary__title">
        Fare summary
      </h2>
      <fieldset className="fare-summary__party">
        <legend>Your party</legend>
        {counter('adults', 'Adults', 1, MAX_IN_PARTY)}
        {price.childWithBed !== undefined ? counter('childrenWithBed', 'Children with bed', 0, MAX_IN_PARTY) : null}
        {price.childNoBed !== undefined ? counter('childrenNoBed', 'Children without bed', 0, MAX_IN_PARTY) : null}
        {price.single !== undefined ? counter('singles', 'Adults in a single room', 0, party.adults) : null}
      </fieldset>
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
