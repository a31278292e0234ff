import { describe, expect, it, vi } from 'vitest';
import { importPatiently } from './patient-lazy';

describe('importPatiently', () => {
  it('does not reject when the code cannot be fetched, and loads it once the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the module');
    let settled: string | undefined;
    const loading = importPatiently(load).then((module) => (settled = module));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBeUndefined();

    window.dispatchEvent(new Event('online'));
    await loading;
    expect(settled).toBe('the module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
