import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { type ApiClientError, readAnswer, refusals } from './api-client';
import { useQuery, type Freshness } from './query';
import * as z from 'zod/mini';

// useQuery's ways to ask again (refresh, Freshness) and the client's refusal hook: what the console's inbox
// polling, its writes and its session-ended dialog stand on, through the one cache the visitors' screens use.

function Count({ load, fresh }: { load: () => Promise<number>; fresh?: Freshness }) {
  const query = useQuery(['count'], load, fresh);
  return (
    <>
      <p>{query.status === 'ready' ? `count ${query.data}` : query.status}</p>
      <button onClick={() => query.refresh()}>again</button>
      <button onClick={() => query.refresh(100)}>written</button>
    </>
  );
}

/** A fresh cache per test, as a new page would have. */
const page = (ui: React.ReactNode) => render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

describe('useQuery', () => {
  it('refresh() asks again while the answer stays on screen; refresh(answer) shows a write’s answer without asking', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const load = () =>
      new Promise<number>((resolve) => {
        calls += 1;
        const value = calls;
        release = () => resolve(value);
        if (calls === 1) resolve(value);
      });
    const view = page(<Count load={load} />);
    await view.findByText('count 1');

    fireEvent.click(view.getByRole('button', { name: 'again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(view.getByText('count 1')).toBeTruthy(); // still shown while the second answer is on its way
    await act(async () => release());
    await view.findByText('count 2');

    fireEvent.click(view.getByRole('button', { name: 'written' }));
    await view.findByText('count 100');
    expect(calls).toBe(2);
  });

  it('asks again every so many ms with `refreshInterval`', async () => {
    let calls = 0;
    const view = page(<Count load={async () => ++calls} fresh={{ refreshInterval: 30, dedupingInterval: 0 }} />);
    await view.findByText('count 1');
    await view.findByText('count 3', undefined, { timeout: 2000 });
  });
});

describe('refusals.heard', () => {
  it('hears a refusal, with its body, before it is thrown', async () => {
    const heard: ApiClientError[] = [];
    refusals.heard = (refusal) => heard.push(refusal);
    const body = { error: { code: 'unauthorized', message: 'A valid admin token is required.' } };
    const send = async () => new Response(JSON.stringify(body), { status: 401 });
    try {
      await expect(readAnswer(send, z.object({}))).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    } finally {
      refusals.heard = undefined;
    }
    expect(heard.map((refusal) => [refusal.status, refusal.body])).toEqual([[401, body]]);
  });
});
