import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';
import { Field } from './field';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';

/** What a screen reader reads after the name: the texts of the elements aria-describedby names, in order. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
    .join(' ');

describe('the form parts', () => {
  it('a field names its control by its label and describes it by its hint and its error', () => {
    render(
      <Field id="phone" label="Phone" hint="Mobile or landline." error="Enter a phone number">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Mobile or landline. Enter a phone number');
  });

  it('marks an optional field in its label, and says nothing of errors it does not have', () => {
    render(
      <Field id="name" label="Name" optional describedBy="why">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name (optional)' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('why');
  });

  it('a date field hands back the wire date and announces its warning', async () => {
    function Probe() {
      const [date, setDate] = useState('');
      return (
        <DateField
          id="checkin"
          label="Check-in"
          value={date}
          min="2027-01-01"
          hint={date && date < '2027-01-01' ? 'This date is in the past.' : undefined}
          warning
          onChange={setDate}
        />
      );
    }
    render(<Probe />);
    const input = screen.getByLabelText('Check-in');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('2027-01-01');
    await userEvent.type(input, '2026-12-31');
    expect((input as HTMLInputElement).value).toBe('2026-12-31');
    expect(screen.getByRole('status').textContent).toBe('This date is in the past.');
    expect(description(input)).toBe('This date is in the past.');
  });

  it('the status line is an alert for an error and a status for success; the button says it is sending', () => {
    const { rerender } = render(
      <form>
        <FormStatus status={{ tone: 'error', text: 'Submission failed. Try again.', detail: 'Check your email.' }} />
        <SubmitButton label="Send Message" />
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Submission failed. Try again.Check your email.');
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(
      <form>
        <FormStatus status={{ tone: 'success', text: 'Thank you!' }} />
        <SubmitButton label="Send Message" submitting />
      </form>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Thank you!');
    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
