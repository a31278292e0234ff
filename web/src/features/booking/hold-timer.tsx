import { useEffect, useState } from 'react';
import { booking } from '#shared/i18n/en/screens/booking';
import { useIntlLocale, useScreenT } from '../../lib/locale';

/** "Seats held until 2:35 pm IST (28 min left)", counting down each minute. */
export function HoldTimer({ until }: { until: string }) {
  const t = useScreenT(booking);
  const locale = useIntlLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.max(0, Math.ceil((new Date(until).getTime() - now) / 60_000));
  const time = new Date(until).toLocaleTimeString(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <p className="hold-timer" role="status">
      {minutes > 0 ? t('heldUntil', { time, minutes }) : t('holdUp')}
    </p>
  );
}
