import { documents } from '#shared/i18n/en/screens/documents';
import { useScreenT } from '../../../lib/locale';
import '../submissions.css';

type Props = { title: string; steps?: string[]; address?: string; hours?: string; phone: string; email?: string };

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The side panel beside a request form: what happens next, and a human to call. */
export function RequestAside({ title, steps, address, hours, phone, email }: Props) {
  const t = useScreenT(documents);
  return (
    <aside className="request-aside" aria-label={title}>
      <section className="panel">
        <h2>{title}</h2>
        {steps ? (
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : (
          <ul>
            {address ? <li>{address}</li> : null}
            {hours ? <li>{hours}</li> : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
          </ul>
        )}
      </section>
      <section className="panel request-aside__call">
        <p>{t('preferToTalk')}</p>
        <a href={tel(phone)}>{phone}</a>
      </section>
    </aside>
  );
}
