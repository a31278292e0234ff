import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Station } from '#shared/schemas/trains';
import { FieldError } from '../../../components/form-field';
import { fetchStations } from '../api';
import { stationLabel } from '../train-format';
import '../trains.css';

type Props = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  /** Typing gives the text alone; picking a suggestion gives 'Name (CODE)' and the code. */
  onChange: (text: string, code?: string) => void;
};

const DEBOUNCE_MS = 150;

/**
 * A station field with suggestions by code or name (the ARIA 1.2 combobox pattern): ↓/↑ move through the
 * list, Enter picks, Escape closes (or clears when closed), and screen readers hear the active option.
 */
export function StationCombobox({ id, label, placeholder, value, error, onChange }: Props) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [options, setOptions] = useState<Station[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  // Suggestions follow what the visitor types (not what a pick writes into the field).
  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (!text) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      fetchStations(text, controller.signal)
        .then(({ data }) => {
          setOptions(data);
          setActive(-1);
          setOpen(true);
        })
        .catch((reason: Error) => {
          if (reason.name !== 'AbortError') setOptions([]);
        })
        .finally(() => setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const pick = (station: Station) => {
    onChange(stationLabel(station.name, station.code), station.code);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!count) return;
        setOpen(true);
        setActive((current) => (open ? (current + 1) % count : 0));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!count) return;
        setOpen(true);
        setActive((current) => (open && current > 0 ? current - 1 : count - 1));
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onChange('');
          setQuery(null);
        }
        break;
      default:
    }
  };

  const expanded = open && options.length > 0;
  const hintId = `${id}-hint`;
  const describedBy = [hintId, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="field station-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="station-field__control">
        <input
          id={id}
          className="field__input station-field__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (options.length && query !== null) setOpen(true);
          }}
          onBlur={() => setOpen(false)}
        />
        {loading ? <span className="station-field__spinner" aria-hidden="true" /> : null}
        <ul ref={listRef} id={listId} role="listbox" aria-label={`${label} station suggestions`} className="station-field__list" hidden={!expanded}>
          {options.map((station, index) => (
            <li
              key={station.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="station-field__option"
              // Keep focus in the input: a mousedown would blur it and close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(station)}
              onMouseMove={() => setActive(index)}
            >
              <span className="station-field__code">{station.code}</span>
              <span className="station-field__name">
                {station.name}
                {station.state ? <span className="station-field__state">{station.state}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <span className="field__hint" id={hintId}>
        Type a name or code, then pick with ↓ and Enter.
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {open && query !== null && !loading ? (options.length ? `${options.length} station${options.length === 1 ? '' : 's'} found` : 'No station found') : ''}
      </span>
      <FieldError id={id} error={error} />
    </div>
  );
}
