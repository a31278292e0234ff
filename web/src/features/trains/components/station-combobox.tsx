import { useState } from 'react';
import { tickets } from '#shared/i18n/en/tickets';
import type { Station } from '#shared/schemas/trains';
import { Field } from '../../../components/field';
import type { PlaceFieldProps } from '../../../components/place-field';
import { useCombobox } from '../../../components/use-combobox';
import { useT } from '../../../lib/locale';
import { useDebounced } from '../../../lib/use-debounced';
import { stationLabel } from '../train-format';
import { useStations } from '../use-trains';
import '../trains.css';

const DEBOUNCE_MS = 150;
const NONE: Station[] = [];

/**
 * A station field with suggestions by code or name (the shared combobox): arrows, Home/End, Enter and Escape
 * as in every combobox; Escape on a closed list clears the field, and screen readers hear the count.
 */
export function StationCombobox({ id, label, placeholder, value, error, onChange }: PlaceFieldProps) {
  const t = useT(tickets);
  // Suggestions follow what the visitor types (not what a pick writes into the field): null after a pick.
  const [query, setQuery] = useState<string | null>(null);
  const text = useDebounced(query?.trim() ?? '', DEBOUNCE_MS) ?? '';
  const stations = useStations(query === null ? '' : text);
  const settled = query !== null && text === query.trim();
  const options = settled && stations.status === 'ready' ? stations.data.data : NONE;
  const loading = settled && stations.status === 'loading';
  const combobox = useCombobox({
    options,
    onPick: (station) => {
      onChange(stationLabel(station.name, station.code), station.code);
      setQuery(null);
    },
    onClear: value
      ? () => {
          onChange('');
          setQuery(null);
        }
      : undefined,
  });

  const found = !combobox.open
    ? ''
    : options.length === 1
      ? t('oneStationFound')
      : t('stationsFound', { count: options.length });
  const nothing =
    settled && text && stations.status === 'ready' && !options.length ? t('noStationMatch', { text }) : '';

  return (
    <Field id={id} label={label} className="station-field" hint={t('stationHint')} error={error}>
      {(control) => (
        <>
          <div className="station-field__control">
            <input
              {...control}
              className="field__input station-field__input"
              type="text"
              {...combobox.inputProps}
              autoCapitalize="words"
              placeholder={placeholder}
              value={value}
              onChange={(event) => {
                onChange(event.target.value);
                setQuery(event.target.value);
                // The list shows as soon as suggestions for this text arrive, with nothing active yet.
                combobox.showMatches();
              }}
              onFocus={() => {
                if (options.length) combobox.showMatches();
              }}
            />
            {loading ? <span className="station-field__spinner" aria-hidden="true" /> : null}
            <ul {...combobox.listProps} aria-label={t('stationSuggestions', { label })} className="station-field__list">
              {options.map((station, index) => (
                <li key={station.code} {...combobox.optionProps(index)} className="station-field__option">
                  <span className="station-field__code">{station.code}</span>
                  <span className="station-field__name">
                    {station.name}
                    {station.state ? <span className="station-field__state">{station.state}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <span className="visually-hidden" role="status" aria-live="polite">
            {found || nothing}
          </span>
        </>
      )}
    </Field>
  );
}
