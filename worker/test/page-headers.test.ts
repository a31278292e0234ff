import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import appHeaders from '../../web/public/_headers?raw';
import { forgetBuiltPageHeaders } from '../src/middleware/page-headers';
import { createSiteApp } from '../src/site-app';
import { seedCatalog } from './helpers/seed-catalog';

const ORIGIN = 'https://vishwa.example';
const headerOf = (name: string) => new RegExp(`^\\s+${name}: (.+)$`, 'm').exec(appHeaders)![1]!.trim();

/** The assets binding as a build with extra hosts answers: the built _headers applied to index.html. */
function builtAssets(policy: string): Fetcher {
  return {
    fetch: async () =>
      new Response('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': policy,
          'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
        },
      }),
    connect: () => {
      throw new Error('not used');
    },
  } as unknown as Fetcher;
}

afterEach(() => forgetBuiltPageHeaders());

describe('headers of the pages the worker writes (real paths, sitemap)', () => {
  it('are the static site’s: HSTS, and images and media from our origin only', async () => {
    await seedCatalog();
    const res = await createSiteApp().request(
      `${ORIGIN}/tours`,
      {},
      { ...env, ASSETS: undefined as unknown as Fetcher },
    );
    expect(res.headers.get('Strict-Transport-Security')).toBe(headerOf('Strict-Transport-Security'));
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
    expect(res.headers.get('Content-Security-Policy')).toBe(headerOf('Content-Security-Policy'));
    expect(res.headers.get('Content-Security-Policy')).toContain("img-src 'self' data: blob:;");
  });

  it('follow the build: a policy naming the configured video and image hosts reaches the worker’s pages too', async () => {
    const built = headerOf('Content-Security-Policy')
      .replace("media-src 'self'", "media-src 'self' https://media.example-cdn.net")
      .replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https://firebasestorage.googleapis.com");
    const res = await createSiteApp().request(`${ORIGIN}/robots.txt`, {}, { ...env, ASSETS: builtAssets(built) });
    expect(res.headers.get('Content-Security-Policy')).toBe(built);
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=15552000; includeSubDomains');
  });
});
