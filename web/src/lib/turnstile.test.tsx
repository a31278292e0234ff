import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SCRIPT_SELECTOR = 'script[src^="https://challenges.cloudflare.com/turnstile/v0/api.js"]';

/** The module as a build with (or without) VITE_TURNSTILE_SITE_KEY sees it. */
async function turnstileWith(siteKey: string) {
  vi.stubEnv('VITE_TURNSTILE_SITE_KEY', siteKey);
  vi.resetModules();
  return import('./turnstile');
}

function Form({ useTurnstile }: { useTurnstile: () => ((element: HTMLElement | null) => void) | null }) {
  const turnstile = useTurnstile();
  return <form>{turnstile ? <div className="turnstile" data-testid="turnstile" ref={turnstile} /> : null}</form>;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  document.head.querySelectorAll(SCRIPT_SELECTOR).forEach((tag) => tag.remove());
  delete window.turnstile;
});

describe('Turnstile in the web app', () => {
  it('is off by default: no widget, no script, no header', async () => {
    const { useTurnstile, turnstileHeaders } = await turnstileWith('');
    const view = render(<Form useTurnstile={useTurnstile} />);
    expect(view.queryByTestId('turnstile')).toBeNull();
    expect(document.head.querySelector(SCRIPT_SELECTOR)).toBeNull();
    expect(turnstileHeaders('/api/proxy/contact')).toEqual({});
  });

  it('with a site key, renders the widget and sends its token on the checked routes only, once', async () => {
    const { useTurnstile, turnstileHeaders, renewTurnstile } = await turnstileWith('1x00000000000000000000AA');
    const reset = vi.fn();
    // The script tag is caught as it is added (the test browser loads no scripts): we play Cloudflare's part.
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation(
      (...nodes) => void added.push(...(nodes as HTMLScriptElement[])),
    );
    const view = render(<Form useTurnstile={useTurnstile} />);
    const script = added[0];
    expect(script?.src).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    const rendered: Record<string, unknown>[] = [];
    window.turnstile = {
      render: (_element, options) => {
        rendered.push(options);
        (options.callback as (token: string) => void)('XXXX.DUMMY.TOKEN');
        return 'widget-1';
      },
      reset,
      remove: vi.fn(),
    };
    script!.onload!(new Event('load'));
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]).toMatchObject({ sitekey: '1x00000000000000000000AA' });
    expect(view.getByTestId('turnstile')).toBeTruthy();

    expect(turnstileHeaders('/api/proxy/visa')).toEqual({ 'CF-Turnstile-Response': 'XXXX.DUMMY.TOKEN' });
    expect(turnstileHeaders('/api/leads')).toEqual({ 'CF-Turnstile-Response': 'XXXX.DUMMY.TOKEN' });
    expect(turnstileHeaders('/api/get-ai-response')).toEqual({});
    renewTurnstile('/api/proxy/visa');
    expect(reset).toHaveBeenCalledWith('widget-1');
    expect(turnstileHeaders('/api/proxy/visa')).toEqual({});
  });
});
