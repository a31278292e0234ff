// Whether the hero's background video may play, and from where. Everywhere else the poster stands alone.

/** The video only plays on screens at least this wide. */
export const HERO_VIDEO_MIN_WIDTH = 1024;

/** Our own loop (scripts/make-hero-video.mjs), or an operator's file set at build time. */
export const HERO_VIDEO_URL: string = import.meta.env.VITE_HERO_VIDEO_URL || '/video/hero.webm';

export type ViewerConditions = {
  width: number;
  reducedMotion: boolean;
  /** Data Saver on (navigator.connection.saveData). */
  saveData: boolean;
  /** navigator.connection.effectiveType when the browser tells it. */
  effectiveType?: string;
};

export function shouldPlayHeroVideo({ width, reducedMotion, saveData, effectiveType }: ViewerConditions): boolean {
  if (width < HERO_VIDEO_MIN_WIDTH || reducedMotion || saveData) return false;
  return effectiveType !== 'slow-2g' && effectiveType !== '2g';
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The conditions of the browser we run in. */
export function currentViewer(): ViewerConditions {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return {
    width: window.innerWidth,
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
  };
}
