import { useEffect, useState } from 'react';

const timeOfDay = (at: string) =>
  new Date(at).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** "Seats held until 2:35 pm IST (28 min left)", counting down each minute. */
export function HoldTimer({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.max(0, Math.ceil((new Date(until).getTime() - now) / 60_000));
  return (
    <p className="hold-timer" role="status">
      {minutes > 0
        ? `Seats held until ${timeOfDay(until)} IST (${minutes} min left)`
        : 'The hold time is up: if you have paid, enter the UTR below.'}
    </p>
  );
}
