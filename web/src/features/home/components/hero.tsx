import { home } from '#shared/i18n/en/home';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { currentViewer, HERO_VIDEO_URL, shouldPlayHeroVideo } from '../hero-video-policy';
import { HomeImage } from './home-image';
import './hero.css';
import { useT } from '../../../lib/locale';

/** Runs once the page has loaded and the browser is idle, so nothing here competes with the first paint. */
function afterLoad(run: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const start = () => {
    const go = () => !cancelled && run();
    // Safari has no requestIdleCallback: a short timeout does the same job there.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(go, { timeout: 2000 });
    else idle = window.setTimeout(go, 300);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}

/**
 * The poster paints first; on wide screens without reduced motion or Data Saver the looping, muted video
 * is added after the page has loaded and fades in only once it really plays. A blocked autoplay or a
 * failed file leaves the poster.
 */
function HeroBackground() {
  const [videoAllowed, setVideoAllowed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => afterLoad(() => setVideoAllowed(shouldPlayHeroVideo(currentViewer()))), []);

  useEffect(() => {
    const video = videoRef.current;
    if (!videoAllowed || !video) return;
    video.muted = true;
    video.play().catch(() => setVideoAllowed(false));
  }, [videoAllowed]);

  return (
    <div className="hero__media" aria-hidden="true">
      <HomeImage
        className="hero__poster"
        src="/images/home/hero-mobile.svg"
        width={720}
        height={960}
        desktop={{ src: '/images/home/hero-desktop.svg', width: 1280, height: 720 }}
        alt=""
        priority
      />
      {videoAllowed ? (
        <video
          ref={videoRef}
          className={`hero__video${playing ? ' hero__video--playing' : ''}`}
          src={HERO_VIDEO_URL}
          muted
          loop
          playsInline
          preload="auto"
          disablePictureInPicture
          onPlaying={() => setPlaying(true)}
          onError={() => setVideoAllowed(false)}
        />
      ) : null}
    </div>
  );
}

/** The front door: the scene, the headline and the two things most visitors come for. */
export function Hero() {
  const t = useT(home);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroBackground />
      <div className="hero__banner container">
        <p className="hero__eyebrow">{t('eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('title')}
        </h1>
        <p className="hero__lead">{t('lead')}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to="/tours">
            {t('exploreTours')}
          </Link>
          <Link className="button hero__secondary" to="/tirupati-tickets">
            {t('bookDarshan')}
          </Link>
        </div>
      </div>
    </section>
  );
}
