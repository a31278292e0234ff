import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BUSINESS } from '#shared/business';
import { booking as messages } from '#shared/i18n/en/screens/booking';
import type { Translate } from '#shared/i18n/messages';
import { formatRupees } from '#shared/package-format';
import type { BookingStatus, BookingView } from '#shared/schemas/bookings';
import type { TourPackage } from '#shared/catalog/schemas';
import { indianMobile } from '#shared/schemas/mobile';
import { MobileField } from '../../components/mobile-field';
import { MoneyLine } from '../../components/money-line';
import { ApiClientError } from '../../lib/api-client';
import { useIntlLocale, useScreenT } from '../../lib/locale';
import { useQuery } from '../../lib/query';
import { useValidationText } from '../../lib/use-validation-text';
import { fetchBooking, keepMobile, keptMobile } from './api';
import { tripCalendarFile } from './calendar-file';
import { HoldTimer } from './hold-timer';
import { PayAdvance } from './pay-advance';
import { CANCELLATION_POLICY, WHAT_TO_CARRY } from './trip-notes';
import './booking.css';

type T = Translate<(typeof messages)['en']>;

const STATUS_TEXT: Record<BookingStatus, `status${string}` & keyof (typeof messages)['en']> = {
  held: 'statusHeld',
  payment_claimed: 'statusClaimed',
  confirmed: 'statusConfirmed',
  cancelled: 'statusCancelled',
  expired: 'statusExpired',
};

const longDate = (date: string, locale: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function partyText({ adults, childrenWithBed, childrenNoBed, singles }: BookingView['party'], t: T) {
  const parts = [adults === 1 ? t('partyAdult') : t('partyAdults', { count: adults })];
  if (childrenWithBed) parts.push(t('partyChildrenWithBed', { count: childrenWithBed }));
  if (childrenNoBed) parts.push(t('partyChildrenNoBed', { count: childrenNoBed }));
  if (singles) parts.push(t('partySingles', { count: singles }));
  return parts.join(', ');
}

/** Asks once for the mobile the booking was made with (kept on this device), then reads the booking. */
export function BookingLookup({
  reference,
  children,
}: {
  reference: string;
  children: (booking: BookingView, mobile: string) => ReactNode;
}) {
  const id = useId();
  const t = useScreenT(messages);
  const locale = useIntlLocale();
  const validationText = useValidationText();
  const [mobile, setMobile] = useState(() => keptMobile(reference));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const booking = useQuery(mobile ? ['booking', reference, mobile] : null, async () => {
    const found = await fetchBooking(reference, mobile!);
    keepMobile(reference, mobile!);
    return found;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = indianMobile.safeParse(typed);
    if (!parsed.success) return setError(validationText(parsed.error.issues[0]!.message));
    setError(null);
    setMobile(parsed.data);
  };

  if (booking.status === 'ready') {
    const { savedAt } = booking.data;
    return (
      <>
        {savedAt ? (
          <p className="booking-view__saved" role="status">
            {t('savedCopy', {
              when: new Date(savedAt).toLocaleString(locale, {
                day: 'numeric',
                month: 'short',
                hour: 'numeric',
                minute: '2-digit',
                timeZone: 'Asia/Kolkata',
              }),
            })}
          </p>
        ) : null}
        {children(booking.data.booking, mobile!)}
      </>
    );
  }
  if (booking.status === 'loading') return <p className="loading-text">{t('loadingBooking')}</p>;
  const failed =
    booking.status === 'error'
      ? booking.error instanceof ApiClientError && booking.error.status !== 0
        ? validationText(booking.error.message)
        : t('noConnection')
      : null;
  return (
    <form className="booking-view__ask panel" onSubmit={submit} noValidate>
      <h1>{t('bookingTitle', { reference })}</h1>
      <MobileField
        id={`${id}-mobile`}
        label={t('mobileBookedWith')}
        error={error ?? failed}
        value={typed}
        onChange={setTyped}
      />
      <button type="submit" className="button button--primary button--block">
        {t('showBooking')}
      </button>
    </form>
  );
}

/** The traveller's booking: status, money, the trip, what to carry, whom to call, and the policy. */
export function BookingDetails({
  booking,
  mobile,
  item,
}: {
  booking: BookingView;
  mobile: string;
  item: TourPackage | null;
}) {
  const t = useScreenT(messages);
  const locale = useIntlLocale();
  const [current, setCurrent] = useState(booking);
  const { amounts } = current;
  const due = current.status === 'held' ? amounts.advanceDue : amounts.total - current.paid;
  const title = item?.title ?? current.packageId;
  const calendarHref = item
    ? `data:text/calendar;charset=utf-8,${encodeURIComponent(
        tripCalendarFile({ reference: current.reference, title, date: current.date, days: item.days }),
      )}`
    : null;

  return (
    <article className="booking-view container">
      <header className="booking-view__head">
        <h1>{title}</h1>
        <p>{t('bookingFor', { reference: current.reference, name: current.name })}</p>
        <p className={`booking-view__status booking-view__status--${current.status}`} data-status={current.status}>
          {t(STATUS_TEXT[current.status])}
        </p>
        {current.status === 'held' && current.holdExpiresAt ? <HoldTimer until={current.holdExpiresAt} /> : null}
        {current.noteToTraveller ? <p className="booking-view__note">{current.noteToTraveller}</p> : null}
      </header>
      <section>
        <h2>{t('departure')}</h2>
        <p>
          {longDate(current.date, locale)}
          {item ? ` · ${t('daysNights', { days: item.days, nights: item.nights })}` : ''}
        </p>
        <p>{partyText(current.party, t)}</p>
        {calendarHref ? (
          <a className="button button--secondary" href={calendarHref} download={`${current.reference}.ics`}>
            {t('addToCalendar')}
          </a>
        ) : null}
      </section>
      <section>
        <h2>{t('payments')}</h2>
        <dl className="booking-view__amounts">
          <div>
            <dt>
              {t(amounts.tcs ? 'totalBreakdownTcs' : 'totalBreakdown', {
                base: formatRupees(amounts.base),
                gst: formatRupees(amounts.gst),
                tcs: formatRupees(amounts.tcs),
              })}
            </dt>
            <dd>{formatRupees(amounts.total)}</dd>
          </div>
          <MoneyLine amount={current.paid}>{t('paid')}</MoneyLine>
          <MoneyLine amount={current.status === 'held' ? amounts.advanceDue : 0}>{t('advanceNow')}</MoneyLine>
          {amounts.balanceDue > 0 && current.balanceDueBy ? (
            <MoneyLine amount={amounts.balanceDue}>
              {t('balanceDueBy', { date: longDate(current.balanceDueBy, locale) })}
            </MoneyLine>
          ) : null}
        </dl>
        {current.status === 'held' ? (
          <PayAdvance
            reference={current.reference}
            mobile={mobile}
            amount={due}
            pay={current.pay}
            onClaimed={setCurrent}
          />
        ) : null}
        {current.status === 'payment_claimed' ? <p>{t('checkingPayment')}</p> : null}
      </section>
      {item ? (
        <section>
          <h2>{t('dayByDay')}</h2>
          <ol>
            {item.details.itinerary.map((day) => (
              <li key={day}>{day}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {item ? (
        <section>
          <h2>{t('whatToCarry')}</h2>
          <ul>
            {WHAT_TO_CARRY[item.type].map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h2>{t('officialContacts')}</h2>
        <p>
          {BUSINESS.phones.map((phone) => (
            <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`} className="booking-view__phone">
              {phone}{' '}
            </a>
          ))}
          · <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
        </p>
        <p>{t('onlyUpi', { vpa: BUSINESS.payment.upiId })}</p>
      </section>
      <section>
        <h2>{t('cancellationPolicy')}</h2>
        <ul>
          {CANCELLATION_POLICY.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
