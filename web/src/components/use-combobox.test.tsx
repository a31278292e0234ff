import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CurrencySelect } from '../features/forex/components/currency-select';
import { useCombobox } from './use-combobox';

const CITIES = ['Chennai', 'Delhi', 'Kochi', 'Mumbai'];

/** A field on the shared combobox: a select-like one (autoSelect, a value) or a free text one (onClear). */
function Probe({ select }: { select: boolean }) {
  const [value, setValue] = useState(select ? 'Kochi' : '');
  const [text, setText] = useState('');
  const options = CITIES.filter((city) => city.toLowerCase().includes(text.toLowerCase()));
  const combobox = useCombobox({
    options,
    selectedIndex: options.indexOf(value),
    onPick: (city) => {
      setValue(city);
      setText('');
    },
    autoSelect: select,
    onClear: select ? undefined : () => setValue(''),
  });
  return (
    <>
      <label htmlFor="city">City</label>
      <input
        id="city"
        {...combobox.inputProps}
        value={combobox.open ? text : value}
        onChange={(event) => {
          setText(event.target.value);
          combobox.showMatches();
        }}
      />
      <ul {...combobox.listProps} aria-label="Cities">
        {options.map((city, index) => (
          <li key={city} {...combobox.optionProps(index)}>
            {city}
          </li>
        ))}
      </ul>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'City' });
const activeText = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('the shared combobox keys', () => {
  for (const select of [true, false]) {
    const opensAt = select ? 'Kochi' : 'Chennai';
    it(`${select ? 'select' : 'free text'}: arrows open at the current value, move and wrap; Home/End; Enter picks`, async () => {
      const user = userEvent.setup();
      render(<Probe select={select} />);
      await user.click(input());
      expect(input().getAttribute('aria-expanded')).toBe('false');

      await user.keyboard('{ArrowDown}');
      expect(input().getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('listbox', { name: 'Cities' }).hidden).toBe(false);
      expect(activeText()).toBe(opensAt);
      expect(screen.getByRole('option', { name: opensAt }).getAttribute('aria-selected')).toBe('true');

      await user.keyboard('{End}');
      expect(activeText()).toBe('Mumbai');
      await user.keyboard('{ArrowDown}');
      expect(activeText()).toBe('Chennai'); // wraps at the end
      await user.keyboard('{ArrowUp}');
      expect(activeText()).toBe('Mumbai'); // and at the start
      await user.keyboard('{Home}{ArrowDown}');
      expect(activeText()).toBe('Delhi');

      await user.keyboard('{Enter}');
      expect(input().getAttribute('aria-expanded')).toBe('false');
      expect(input()).toHaveProperty('value', 'Delhi');
    });

    it(`${select ? 'select' : 'free text'}: Escape closes without a change, Tab closes too`, async () => {
      const user = userEvent.setup();
      render(<Probe select={select} />);
      await user.click(input());
      await user.keyboard('{ArrowUp}');
      expect(activeText()).toBe(select ? 'Kochi' : 'Mumbai');
      await user.keyboard('{ArrowDown}{Escape}');
      expect(input().getAttribute('aria-expanded')).toBe('false');
      expect(input()).toHaveProperty('value', select ? 'Kochi' : '');
      await user.keyboard('{ArrowDown}');
      expect(input().getAttribute('aria-expanded')).toBe('true');
      await user.tab();
      expect(input().getAttribute('aria-expanded')).toBe('false');
    });
  }

  it('typing: a select makes the first match active for Enter; a free text field waits for an arrow', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Probe select />);
    await user.click(input());
    await user.keyboard('{ArrowDown}'); // open: the field shows the filter text instead of the value
    await user.keyboard('i');
    expect(activeText()).toBe('Chennai');
    await user.keyboard('{Enter}');
    expect(input()).toHaveProperty('value', 'Chennai');
    unmount();

    render(<Probe select={false} />);
    await user.click(input());
    await user.keyboard('i');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeText()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(activeText()).toBe('Chennai');
  });

  it('Escape on a closed free text field clears it; a select keeps its value', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Probe select={false} />);
    await user.click(input());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input()).toHaveProperty('value', 'Chennai');
    await user.keyboard('{Escape}');
    expect(input()).toHaveProperty('value', '');
    unmount();

    render(<Probe select />);
    await user.click(input());
    await user.keyboard('{Escape}');
    expect(input()).toHaveProperty('value', 'Kochi');
  });
});

describe('CurrencySelect on the shared combobox', () => {
  it('filters by name, picks with Enter, and arrows from the current choice', async () => {
    const user = userEvent.setup();
    let picked = 'INR';
    const { rerender } = render(
      <CurrencySelect label="To currency" value="INR" onChange={(code) => (picked = code)} />,
    );
    const field = screen.getByRole('combobox', { name: 'To currency' });
    await user.click(field);
    await user.keyboard('{Escape}');
    await user.type(field, 'dirham');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['AEDUAE Dirham']);
    await user.keyboard('{Enter}');
    expect(picked).toBe('AED');

    rerender(<CurrencySelect label="To currency" value="AED" onChange={(code) => (picked = code)} />);
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(field.getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toContain('AED');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked).not.toBe('AED');
  });
});
