import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { layout } from '#shared/i18n/en/layout';
import { legal } from '#shared/i18n/en/screens/legal';
import { PageHeader } from '../components/page-header';
import { useScreenT, useT } from '../lib/locale';
import './legal-page.css';

const whatsappDisplay = `+${BUSINESS.whatsappNumber.slice(0, 2)} ${BUSINESS.whatsappNumber.slice(2, 7)} ${BUSINESS.whatsappNumber.slice(7)}`;
const CYBERCRIME = 'cybercrime.gov.in';

/** A sentence with the cyber crime portal's address in it, the address as a link (every language writes it so). */
function WithCybercrimeLink({ text }: { text: string }) {
  const [before, after] = text.split(CYBERCRIME);
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      <a href={`https://${CYBERCRIME}`}>{CYBERCRIME}</a>
      {after}
    </>
  );
}

export const texts = [legal];

/** /pay-safely: the only accounts we take money on, and how to tell us from someone pretending to be us. */
export default function PaySafelyPage() {
  const { payment, grievanceOfficer } = BUSINESS;
  const t = useScreenT(legal);
  const shell = useT(layout);
  return (
    <div className="legal-page container">
      <PageHeader title={t('payTitle')} intro={t('payIntro')} />
      <div className="legal-page__body">
        <section className="panel" aria-labelledby="pay-accounts">
          <h2 id="pay-accounts">{t('onlyAccounts')}</h2>
          <dl className="legal-page__accounts">
            <dt>{t('upiId')}</dt>
            <dd>
              <strong>{payment.upiId}</strong> {t('showsAs', { name: payment.payeeName })}
            </dd>
            <dt>{t('bankAccount')}</dt>
            <dd>
              {t('account', {
                name: payment.bank.accountName,
                number: payment.bank.accountNumber,
                ifsc: payment.bank.ifsc,
                bank: payment.bank.bankName,
                branch: payment.bank.branch,
              })}
            </dd>
          </dl>
          <p>{t('bothInName', { name: BUSINESS.legalName, gstin: BUSINESS.gstin })}</p>
        </section>
        <section className="panel" aria-labelledby="pay-never">
          <h2 id="pay-never">{t('neverDo')}</h2>
          <ul>
            <li>{t('never1')}</li>
            <li>{t('never2')}</li>
            <li>{t('never3')}</li>
            <li>{t('never4')}</li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="pay-check">
          <h2 id="pay-check">{t('howToCheck')}</h2>
          <ul>
            <li>{t('ourWhatsApp', { whatsapp: whatsappDisplay, phones: BUSINESS.phones.join(` ${t('and')} `) })}</li>
            <li>{t('ourEmails', { domain: `@${BUSINESS.email.split('@')[1]}` })}</li>
            <li>{t('reference')}</li>
            <li>{t('whenInDoubt', { phone: BUSINESS.phones[0] ?? '', hours: shell('hours') })}</li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="pay-fraud">
          <h2 id="pay-fraud">{t('pretends')}</h2>
          <ol>
            <li>{t('pretend1')}</li>
            <li>
              <WithCybercrimeLink text={t('pretend2')} />
            </li>
            <li>
              {t('pretend3', {
                name: grievanceOfficer.name,
                email: grievanceOfficer.email,
                phone: grievanceOfficer.phone,
              })}
            </li>
          </ol>
          <p>
            <Link to="/about">{t('companyDetails')}</Link> · <Link to="/privacy">{t('privacyNotice')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
