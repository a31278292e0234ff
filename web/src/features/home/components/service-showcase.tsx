import { home } from '#shared/i18n/en/home';
import { Suspense, useRef } from 'react';
import { useNearScreen } from '../../../lib/use-near-screen';
import './service-showcase.css';
import { useT } from '../../../lib/locale';
import { patientLazy } from '../../../lib/patient-lazy';

// The carousel's code and its ten services' text load when the section reaches the screen.
const ShowcaseCarousel = patientLazy(() => import('./showcase-carousel'));

/** The service showcase section; its carousel arrives when it is scrolled to, in a box of the same height. */
export function ServiceShowcase() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref, '200px');
  const placeholder = <div className="showcase__placeholder" />;
  const t = useT(home);
  return (
    <section ref={ref} className="showcase container" aria-labelledby="showcase-title" aria-roledescription="carousel">
      <div className="home-section__head showcase__head">
        <div>
          <h2 id="showcase-title" className="home-section__title">
            {t('showcaseTitle')}
          </h2>
          <p className="home-section__sub">{t('showcaseSub')}</p>
        </div>
      </div>
      {near ? <Suspense fallback={placeholder}>{<ShowcaseCarousel />}</Suspense> : placeholder}
    </section>
  );
}
