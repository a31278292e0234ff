import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../lib/api-client';
import { ErrorBoundary } from './error-page';

afterEach(() => vi.restoreAllMocks());

function Failing({ error }: { error: unknown }): never {
  throw error;
}

const inBoundary = (error: unknown) =>
  render(
    <MemoryRouter>
      <ErrorBoundary resetKey="/forex">
        <Failing error={error} />
      </ErrorBoundary>
    </MemoryRouter>,
  );

describe('the layout error boundary', () => {
  it('shows a friendly message, the request id and a way home, never the raw message or a file URL', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new ApiClientError(500, 'internal', 'boom at http://x/assets/forex-page-1.js', undefined, 'req-42');
    const view = inBoundary(error);
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, something went wrong on this page');
    expect(view.getByText('req-42')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(view.container.textContent).not.toContain('/assets/');
    expect(view.container.textContent).not.toContain('boom');
    // Try again renders the screen once more (here it fails again, and says so again).
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, something went wrong on this page');
  });

  it('without a request id names none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = inBoundary(new TypeError('x is undefined'));
    expect(view.queryByText(/Reference for our team/)).toBeNull();
    expect(view.container.textContent).not.toContain('x is undefined');
  });
});
