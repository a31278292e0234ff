import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND } from '#shared/constants';
import { FAQ_TOPICS, faqByTopic, type FaqEntry } from '#shared/faq';
import { PageHeader } from '../components/page-header';
import { businessWhatsappUrl } from '../lib/whatsapp';
import './faq-page.css';

const entryId = (id: string) => `faq-${id}`;
const topicId = (id: string) => `faq-topic-${id}`;

function Entry({ entry }: { entry: FaqEntry }) {
  return (
    <details className="faq-entry" id={entryId(entry.id)}>
      <summary className="faq-entry__question">{entry.question}</summary>
      <div className="faq-entry__answer">
        <p>{entry.answer}</p>
        {entry.points ? (
          <ul>
            {entry.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        {entry.link ? (
          <Link className="button button--secondary faq-entry__action" to={entry.link.to}>
            {entry.link.label}
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
      <PageHeader
        title="Frequently Asked Questions"
        intro="Visa documents by destination, passports, forex limits, Tirupati darshan rules, payments, cancellations and how to reach us."
      />
      <nav className="faq__topics chips" aria-label="FAQ topics">
        {FAQ_TOPICS.map((topic) => (
          <button
            key={topic.id}
            type="button"
            className="chip"
            onClick={() =>
              document.getElementById(topicId(topic.id))?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }
          >
            {topic.title}
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
              {topic.title}
            </h2>
            {faqByTopic(topic.id).map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </section>
        ))}
      </div>
      <aside className="panel faq__more">
        <h2>Didn’t find your answer?</h2>
        <p>Ask Visbot with the chat button, or talk to our travel desk ({BRAND.hours}).</p>
        <div className="faq__more-actions">
          <a
            className="button button--whatsapp"
            href={businessWhatsappUrl('Hi, I have a question about ')}
            target="_blank"
            rel="noopener noreferrer"
          >
            Ask on WhatsApp
          </a>
          <Link className="button button--secondary" to="/contact">
            Contact us
          </Link>
        </div>
      </aside>
    </div>
  );
}
