import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrencyCode } from '#shared/currencies';
import { ConversionBox } from './components/conversion-box';
import { describeConversion, parseAmount } from './conversion';
import { useConversion } from './use-conversion';

function Box({ amount, from = 'INR', to = 'USD' }: { amount: string; from?: CurrencyCode; to?: CurrencyCode }) {
  return <ConversionBox state={useConversion(amount, from, to, 20)} />;
}

/** Each test is a fresh page: its own query cache. */
const provider = () => new Map();
function Probe(props: { amount: string; from?: CurrencyCode; to?: CurrencyCode }) {
  return (
    <SWRConfig value={{ provider }}>
      <Box {...props} />
    </SWRConfig>
  );
}

const answer = (amount: number, to: string, value: number, extra: object = {}) =>
  new Response(JSON.stringify({ amount, base: 'INR', date: '2026-08-21', rates: { [to]: value }, ...extra }), {
    status: 200,
  });
const box = () => screen.getByRole('status', { name: 'Converted value' });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));

afterEach(() => vi.restoreAllMocks());

describe('conversion texts', () => {
  it('reads amounts above 0 only', () => {
    expect(parseAmount('1000')).toBe(1000);
    expect(parseAmount('12.5')).toBe(12.5);
    for (const text of ['', '   ', '0', '-5', 'abc', 'Infinity']) expect(parseAmount(text), text).toBeNull();
  });

  it('shows the converted value with 2 decimals and the rate with 4', () => {
    expect(describeConversion(150000, 'INR', 'USD', 1561.11).line).toBe('1,50,000 INR → 1,561.11 USD');
    expect(describeConversion(1000, 'INR', 'USD', 11.49)).toEqual({
      line: '1,000 INR → 11.49 USD',
      rateLine: '1 INR ≈ 0.0115 USD',
      converted: '11.49',
      rate: 0.01149,
    });
  });
});

describe('useConversion', () => {
  it('shows the placeholder, then Converting..., then the result', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(1000, 'USD', 11.49));
    const view = render(<Probe amount="" />);
    expect(box().textContent).toContain('Converted value will appear here');
    view.rerender(<Probe amount="1000" />);
    expect(box().textContent).toContain('Converting...');
    await settle();
    expect(box().textContent).toContain('1,000 INR → 11.49 USD');
    expect(box().textContent).toContain('1 INR ≈ 0.0115 USD');
    expect(box().textContent).toContain('Rate as of 2026-08-21');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/rates?amount=1000&from=INR&to=USD');
  });

  it('debounces typing into one lookup', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(1000, 'USD', 11.49));
    const view = render(<Probe amount="1" />);
    for (const text of ['10', '100', '1000']) view.rerender(<Probe amount={text} />);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never lets a late answer overwrite a newer one', async () => {
    let releaseFirst!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch')
      .mockImplementationOnce(
        (_input, init) =>
          new Promise((resolve, reject) => {
            releaseFirst = resolve;
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      )
      .mockImplementationOnce(async () => answer(20, 'USD', 0.23));
    const view = render(<Probe amount="10" />);
    await settle(); // the first lookup is in flight
    view.rerender(<Probe amount="20" />);
    await settle();
    expect(box().textContent).toContain('20 INR → 0.23 USD');
    await act(async () => releaseFirst(answer(10, 'USD', 999)));
    await settle();
    expect(box().textContent).toContain('20 INR → 0.23 USD');
  });

  it('clears the result and the error for an empty or non-positive amount', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    const view = render(<Probe amount="5" />);
    await settle();
    expect(box().textContent).toContain('Conversion service is temporarily unavailable.');
    view.rerender(<Probe amount="-3" />);
    expect(box().textContent).toContain('Converted value will appear here');
    expect(box().textContent).not.toContain('unavailable');
  });

  it('says the pair is unavailable on a 404 or a missing rate, and the service is down on a network failure', async () => {
    const notFound = new Response(
      JSON.stringify({ error: { code: 'unsupported_pair', message: 'Conversion unavailable for selected pair.' } }),
      { status: 404 },
    );
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(notFound)
      .mockResolvedValueOnce(answer(5, 'EUR', 1))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    const view = render(<Probe amount="5" />);
    await settle();
    expect(box().textContent).toContain('Conversion unavailable for selected pair.');
    view.rerender(<Probe amount="6" />);
    await settle();
    expect(box().textContent).toContain('Conversion unavailable for selected pair.');
    view.rerender(<Probe amount="7" />);
    await settle();
    expect(box().textContent).toContain('Conversion service is temporarily unavailable.');
    view.rerender(<Probe amount="8" />);
    await settle();
    expect(box().textContent).toContain('Conversion service is temporarily unavailable.');
  });

  it('marks a snapshot answer as indicative with its date', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(100, 'USD', 1.04, { date: '2026-09-29', indicative: true }));
    render(<Probe amount="100" />);
    await settle();
    expect(box().textContent).toContain('Indicative rate as of 2026-09-29');
  });
});
