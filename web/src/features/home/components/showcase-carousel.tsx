import { home } from '#shared/i18n/en/home';
import { services } from '#shared/i18n/en/screens/services';
import { useEffect, useReducer, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { SERVICE_CAROUSEL } from '#shared/constants';
import { SERVICES } from '#shared/services';
import { cardOffset, cardSlides, initialShowcase, middleCard, showcaseReducer, visibleCount } from '../showcase-state';
import { HomeImage } from './home-image';
import { Icon } from '../../../components/icon';
import { useScreenT, useT } from '../../../lib/locale';

const TOTAL = SERVICES.length;

/** 5 or 3 cards, following window resizes against the 768 px breakpoint. */
function useVisibleCount() {
  const [count, setCount] = useState(() => visibleCount(window.innerWidth));
  useEffect(() => {
    const update = () => setCount(visibleCount(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return count;
}

/** True while the tab is hidden. */
function usePageHidden() {
  const [hidden, setHidden] = useState(() => document.hidden);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * The service showcase's carousel (spec §2, §4, §9): ten cards, the middle one highlighted and enlarged, wrapping at
 * both ends, one card per step with a 0.5 s slide, and one step every 3 s unless the visitor is pointing at
 * it, has focus inside it, has hidden the tab or asks for reduced motion.
 */
export default function ShowcaseCarousel() {
  const t = useT(home);
  // The service names in the visitor's language (the carousel waits for them in its Suspense placeholder).
  const serviceT = useScreenT(services);
  const [state, dispatch] = useReducer(showcaseReducer, 0, initialShowcase);
  const count = useVisibleCount();
  const hidden = usePageHidden();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const paused = hovered || focused || hidden || reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), SERVICE_CAROUSEL.autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [paused, state.first]);

  const middle = middleCard(state.first, count, TOTAL);
  const style = { '--count': count, '--transition': `${SERVICE_CAROUSEL.transitionMs}ms` } as CSSProperties;

  return (
    <div
      className="showcase__carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="showcase__buttons">
        <button
          type="button"
          className="showcase__button"
          aria-label={t('previousService')}
          onClick={() => dispatch({ type: 'prev' })}
        >
          <Icon name="back" size={20} strokeWidth={2.2} />
        </button>
        <button
          type="button"
          className="showcase__button"
          aria-label={t('nextService')}
          onClick={() => dispatch({ type: 'next' })}
        >
          <Icon name="forward" size={20} strokeWidth={2.2} />
        </button>
      </div>
      <div className="showcase__viewport">
        <ul className="showcase__track" style={style}>
          {SERVICES.map((service, index) => {
            const offset = cardOffset(index, state.first, count, TOTAL);
            const onScreen = offset >= 0 && offset < count;
            const isMiddle = index === middle;
            return (
              <li
                key={service.id}
                className={`showcase__card${isMiddle ? ' showcase__card--middle' : ''}${cardSlides(index, state, count, TOTAL) ? '' : ' showcase__card--jump'}`}
                style={{ '--offset': offset } as CSSProperties}
                aria-hidden={onScreen ? undefined : true}
                inert={!onScreen}
                data-card-id={service.id}
              >
                <Link className="showcase__link" to={service.path} tabIndex={onScreen ? undefined : -1}>
                  <HomeImage
                    className="showcase__image"
                    src={service.image.mobile}
                    width={300}
                    height={400}
                    desktop={{ src: service.image.desktop, width: 480, height: 360 }}
                    alt=""
                  />
                  <span className="showcase__title">{serviceT(`${service.slug}.title`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
