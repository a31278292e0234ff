import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { FAQ_TOPICS, faqByTopic, type FaqEntry } from '#shared/faq';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { faq } from '#shared/i18n/en/screens/faq';
import type { Translate } from '#shared/i18n/messages';
import { PageHeader } from '../components/page-header';
import { useIntlLocale, useScreenT, useT } from '../lib/locale';
import { businessWhatsappUrl } from '../lib/whatsapp';
import './faq-page.css';

const entryId = (id: string) => `faq-${id}`;
const topicId = (id: string) => `faq-topic-${id}`;

export const texts = [faq];

/** The contact answer's values: the business's own numbers and email (shared/business.ts), hours as the footer. */
function useContacts() {
  const shell = useT(layoutLater);
  const or = new Intl.ListFormat(useIntlLocale(), { type: 'disjunction' });
  return { hours: shell('hours'), phones: or.format(BRAND.phones), mobile: BRAND.mobile, email: BRAND.email };
}

type Contacts = ReturnType<typeof useContacts>;

function Entry({ entry, t, contacts }: { entry: FaqEntry; t: Translate<typeof faq.en>; contacts: Contacts }) {
  return (
    <details className="faq-entry" id={entryId(entry.id)}>
      <summary className="faq-entry__question">{t(`${entry.id}.question`)}</summary>
      <div className="faq-entry__answer">
        <p>{entry.id === 'contact-hours' ? t('contact-hours.answer', contacts) : t(`${entry.id}.answer`)}</p>
        {entry.points ? (
          <ul>
            {entry.points.map((point, index) => (
              <li key={point}>{t(`${entry.id}.point${index + 1}`)}</li>
            ))}
          </ul>
        ) : null}
        {entry.link ? (
          <Link className="button button--secondary faq-entry__action" to={entry.link.to}>
            {t(`${entry.id}.link`)}
          </Link>
        ) : null}
      </div>
    </details>
  );
}

/** Frequently asked questions (linked from the footer, search results and Visbot's replies). */
export default function FaqPage() {
  const [params] = useSearchParams();
  const opened = params.get('entry');
  const t = useScreenT(faq);
  const shell = useT(layoutLater);
  const contacts = useContacts();

  // /faq?entry=visa-dubai opens that answer and brings it into view.
  useEffect(() => {
    const element = opened ? document.getElementById(entryId(opened)) : null;
    if (element instanceof HTMLDetailsElement) {
      element.open = true;
      element.scrollIntoView({ block: 'start' });
      element.querySelector('summary')?.focus({ preventScroll: true });
    }
  }, [opened]);

  return (
    <div className="faq container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <nav className="faq__topics chips" aria-label={t('topics')}>
        {FAQ_TOPICS.map((topic) => (
          <button
            key={topic.id}
            type="button"
            className="chip"
            onClick={() =>
              document.getElementById(topicId(topic.id))?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }
          >
            {t(`topic.${topic.id}`)}
          </button>
        ))}
      </nav>
      <div className="faq__sections">
        {FAQ_TOPICS.map((topic) => (
          <section
            key={topic.id}
            id={topicId(topic.id)}
            className="faq__section"
            aria-labelledby={`${topicId(topic.id)}-title`}
          >
            <h2 id={`${topicId(topic.id)}-title`} className="faq__section-title">
              {t(`topic.${topic.id}`)}
            </h2>
            {faqByTopic(topic.id).map((entry) => (
              <Entry key={entry.id} entry={entry} t={t} contacts={contacts} />
            ))}
          </section>
        ))}
      </div>
      <aside className="panel faq__more">
        <h2>{t('notFound')}</h2>
        <p>{t('askVisbot', { hours: shell('hours') })}</p>
        <div className="faq__more-actions">
          <a
            className="button button--whatsapp"
            href={businessWhatsappUrl('Hi, I have a question about ')}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('askWhatsApp')}
          </a>
          <Link className="button button--secondary" to="/contact">
            {t('contactUs')}
          </Link>
        </div>
      </aside>
    </div>
  );
}
