import { useId } from 'react';
import type { PackagePrice } from '#shared/catalog/price';
import { MAX_PARTY, type Party } from '#shared/taxes';
import './party-picker.css';

/** The fieldset's legend and each count's label, in the screen's language. */
export type PartyLabels = Record<'legend' | keyof Party, string>;

type Props = {
  labels: PartyLabels;
  /** Children and single rooms are asked only where the package has a price for them. */
  price: PackagePrice;
  party: Party;
  onChange: (party: Party) => void;
  maxChildren?: number;
};

/** Who travels, as the package's fare counts them: adults, children with and without bed, single rooms. */
export function PartyPicker({ labels, price, party, onChange, maxChildren = MAX_PARTY }: Props) {
  const id = useId();
  // Single rooms are taken by adults: never more of them than adults.
  const set = (key: keyof Party, value: number) => {
    const next = { ...party, [key]: value };
    onChange({ ...next, singles: Math.min(next.singles, next.adults) });
  };
  const counter = (key: keyof Party, min: number, max: number) => (
    <div className="party-picker__count">
      <label htmlFor={`${id}-${key}`}>{labels[key]}</label>
      <select id={`${id}-${key}`} value={party[key]} onChange={(event) => set(key, Number(event.target.value))}>
        {Array.from({ length: max - min + 1 }, (_, index) => (
          <option key={index} value={min + index}>
            {min + index}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="party-picker">
      <legend>{labels.legend}</legend>
      {counter('adults', 1, MAX_PARTY)}
      {price.childWithBed !== undefined ? counter('childrenWithBed', 0, maxChildren) : null}
      {price.childNoBed !== undefined ? counter('childrenNoBed', 0, maxChildren) : null}
      {price.single !== undefined ? counter('singles', 0, party.adults) : null}
    </fieldset>
  );
}
