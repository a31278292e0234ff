import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CURRENCIES, type CurrencyCode } from '#shared/constants';

type Option = (typeof CURRENCIES)[number];

const matches = (option: Option, query: string) => {
  const needle = query.trim().toLowerCase();
  return !needle || option.label.toLowerCase().includes(needle);
};

type Props = { label: string; value: CurrencyCode; onChange: (code: CurrencyCode) => void };

/**
 * A searchable currency select (ARIA 1.2 combobox with a listbox): type to filter by code or name, arrows
 * to move, Enter to pick, Escape to close. Its menu is 140 to 300 px tall.
 */
export function CurrencySelect({ label, value, onChange }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = CURRENCIES.find((option) => option.value === value) ?? CURRENCIES[0];
  const options = CURRENCIES.filter((option) => matches(option, query));
  const activeOption = open ? options[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(`${id}-${activeOption.value}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, id]);

  const openMenu = () => {
    setQuery('');
    setActive(Math.max(0, CURRENCIES.findIndex((option) => option.value === value)));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: Option) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openMenu();
        else setActive((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openMenu();
        else setActive((index) => Math.max(0, index - 1));
        break;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : last);
        }
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          if (activeOption) choose(activeOption);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <div className="currency-select field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="currency-select__control">
        <input
          id={id}
          className="field__input currency-select__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-${activeOption.value}` : undefined}
          autoComplete="off"
          spellCheck={false}
          value={open ? query : selected.label}
          placeholder={open ? 'Type a code or name' : undefined}
          onClick={() => (open ? undefined : openMenu())}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <span className="currency-select__chevron" aria-hidden="true" />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="currency-select__menu" hidden={!open}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-${option.value}`}
            role="option"
            aria-selected={option.value === value}
            className={`currency-select__option${index === active ? ' currency-select__option--active' : ''}`}
            // Keep the focus in the input: a click picks without a blur first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
          >
            <span className="currency-select__option-code">{option.value}</span>
            <span>{option.label.split(' — ')[1] ?? option.label}</span>
          </li>
        ))}
        {options.length === 0 ? (
          <li role="option" aria-disabled="true" aria-selected={false} className="currency-select__empty">
            No currency matches “{query}”
          </li>
        ) : null}
      </ul>
    </div>
  );
}
