import { forex } from '#shared/i18n/en/forex';
import { useId, useState } from 'react';
import { CURRENCIES, type CurrencyCode } from '#shared/currencies';
import { Field } from '../../../components/field';
import { useCombobox } from '../../../components/use-combobox';
import { useT } from '../../../lib/locale';

type Option = (typeof CURRENCIES)[number];

const matches = (option: Option, query: string) => {
  const needle = query.trim().toLowerCase();
  return !needle || option.label.toLowerCase().includes(needle);
};

type Props = { label: string; value: CurrencyCode; onChange: (code: CurrencyCode) => void };

/**
 * A searchable currency select (the shared combobox): type to filter by code or name, the first match is
 * ready for Enter; arrows, Home/End, Enter and Escape as in every combobox. Its menu is 140 to 300 px tall.
 */
export function CurrencySelect({ label, value, onChange }: Props) {
  const t = useT(forex);
  const id = useId();
  const [query, setQuery] = useState('');
  const selected = CURRENCIES.find((option) => option.value === value) ?? CURRENCIES[0];
  const options = CURRENCIES.filter((option) => matches(option, query));
  const combobox = useCombobox({
    options,
    selectedIndex: options.findIndex((option) => option.value === value),
    onPick: (option) => onChange(option.value),
    autoSelect: true,
    showEmpty: true,
    onOpenChange: (open) => (open ? undefined : setQuery('')),
  });

  return (
    <Field id={id} label={label} className="currency-select">
      {(control) => (
        <>
          <div className="currency-select__control">
            <input
              {...control}
              className="field__input currency-select__input"
              {...combobox.inputProps}
              value={combobox.open ? query : selected.label}
              placeholder={combobox.open ? t('typeCode') : undefined}
              onClick={() => (combobox.open ? undefined : combobox.showAll())}
              onChange={(event) => {
                setQuery(event.target.value);
                combobox.showMatches();
              }}
            />
            <span className="currency-select__chevron" aria-hidden="true" />
          </div>
          <ul {...combobox.listProps} aria-label={label} className="currency-select__menu">
            {options.map((option, index) => (
              <li
                key={option.value}
                {...combobox.optionProps(index)}
                className={[
                  'currency-select__option',
                  index === combobox.active ? 'currency-select__option--active' : '',
                  option.value === value ? 'currency-select__option--chosen' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <span className="currency-select__option-code">{option.value}</span>
                <span>{option.label.split(' — ')[1] ?? option.label}</span>
              </li>
            ))}
            {options.length === 0 ? (
              <li role="option" aria-disabled="true" aria-selected={false} className="currency-select__empty">
                {t('noCurrency', { query })}
              </li>
            ) : null}
          </ul>
        </>
      )}
    </Field>
  );
}
