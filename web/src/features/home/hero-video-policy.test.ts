import { describe, expect, it } from 'vitest';
import { shouldPlayHeroVideo } from './hero-video-policy';

const wide = { width: 1366, reducedMotion: false, saveData: false, effectiveType: '4g' };

describe('hero video policy', () => {
  it('plays on a wide screen with no reduced motion and no Data Saver', () => {
    expect(shouldPlayHeroVideo(wide)).toBe(true);
    expect(shouldPlayHeroVideo({ ...wide, effectiveType: undefined })).toBe(true);
  });

  it('leaves the poster alone on phones and tablets', () => {
    expect(shouldPlayHeroVideo({ ...wide, width: 390 })).toBe(false);
    expect(shouldPlayHeroVideo({ ...wide, width: 1023 })).toBe(false);
    expect(shouldPlayHeroVideo({ ...wide, width: 1024 })).toBe(true);
  });

  it('respects reduced motion, Data Saver and very slow connections', () => {
    expect(shouldPlayHeroVideo({ ...wide, reducedMotion: true })).toBe(false);
    expect(shouldPlayHeroVideo({ ...wide, saveData: true })).toBe(false);
    expect(shouldPlayHeroVideo({ ...wide, effectiveType: '2g' })).toBe(false);
    expect(shouldPlayHeroVideo({ ...wide, effectiveType: 'slow-2g' })).toBe(false);
  });
});
