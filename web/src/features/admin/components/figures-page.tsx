import { INBOX_KINDS, type Figures, type InboxKind } from '#shared/schemas/admin';
import { ON_OPEN } from '../freshness';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatMinutes, KIND_LABELS } from '../admin-format';
import { getFigures } from '../api/get-figures';
import { useQuery } from '../../../lib/query';
import { QueryFailed } from './load-failed';

// One colour per kind, told apart on white and in the legend; requests in blues, tickets in greens and
// teals, stays and packages in warm tones.
const KIND_COLOURS: Record<InboxKind, string> = {
  visa: '#1f4e9c',
  passport: '#5b7fc7',
  forex: '#8e6bbf',
  contact: '#9aa5b1',
  train: '#0f7b5f',
  flight: '#2bb08a',
  bus: '#7cc8a4',
  hotel: '#d9822b',
  car: '#f0b429',
  package: '#c2410c',
};

/** /#/admin/figures: the last 30 days at a glance, drawn as plain SVG (no chart library in the console). */
export function FiguresPage() {
  usePageTitle('Figures');
  const figures = useQuery(['admin-figures'], getFigures, ON_OPEN);
  const data = figures.data;
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Figures</h1>
          <p className="admin-muted">The last 30 days, India time. Spam is left out.</p>
        </div>
      </div>
      <QueryFailed query={figures} fallback="Could not load the figures." />
      {!data && figures.status === 'loading' ? (
        <div className="skeleton figures__placeholder" aria-busy="true" />
      ) : null}
      {data ? (
        <>
          <div className="figures__tiles">
            <Tile label="Received" value={String(data.received)} note="requests and leads" />
            <Tile
              label="Median first response"
              value={data.medianFirstActionMinutes === null ? '—' : formatMinutes(data.medianFirstActionMinutes)}
              note={`over ${data.answered} answered`}
            />
            <Tile
              label="Leads → bookings"
              value={
                data.conversion.leads ? `${Math.round((data.conversion.booked / data.conversion.leads) * 100)}%` : '—'
              }
              note={`${data.conversion.booked} of ${data.conversion.leads} leads with a mobile booked`}
            />
          </div>
          <section className="panel figures__chart" aria-labelledby="figures-per-day">
            <h2 id="figures-per-day" className="lead-section__title">
              Leads per day by kind
            </h2>
            <DayChart days={data.days} />
          </section>
        </>
      ) : null}
    </div>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="panel figures__tile">
      <p className="figures__label">{label}</p>
      <p className="figures__value">{value}</p>
      <p className="admin-muted figures__note">{note}</p>
    </div>
  );
}

const WIDTH = 300;
const HEIGHT = 120;
const LEFT = 18;
const BOTTOM = 14;

/** Stacked bars, one per day; the SVG scales to the panel, the table below says the same in words. */
function DayChart({ days }: { days: Figures['days'] }) {
  const totals = days.map((day) => Object.values(day.byKind).reduce((sum, n) => sum + (n ?? 0), 0));
  const top = Math.max(4, ...totals);
  const step = (WIDTH - LEFT) / days.length;
  const scale = (HEIGHT - BOTTOM - 4) / top;
  const kinds = INBOX_KINDS.filter((kind) => days.some((day) => day.byKind[kind]));
  return (
    <>
      <svg
        className="figures__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Leads per day for the last ${days.length} days, at most ${Math.max(...totals)} a day`}
      >
        {[0, Math.round(top / 2), top].map((value) => {
          const y = HEIGHT - BOTTOM - value * scale;
          return (
            <g key={value}>
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} className="figures__grid" />
              <text x={LEFT - 3} y={y + 2.5} className="figures__axis" textAnchor="end">
                {value}
              </text>
            </g>
          );
        })}
        {days.map((day, index) => {
          let y = HEIGHT - BOTTOM;
          const x = LEFT + index * step + step * 0.15;
          return (
            <g key={day.date}>
              {kinds.map((kind) => {
                const n = day.byKind[kind] ?? 0;
                if (!n) return null;
                y -= n * scale;
                return (
                  <rect key={kind} x={x} y={y} width={step * 0.7} height={n * scale} fill={KIND_COLOURS[kind]}>
                    <title>{`${day.date}: ${n} ${KIND_LABELS[kind]}`}</title>
                  </rect>
                );
              })}
              {index % 7 === days.length % 7 || index === days.length - 1 ? (
                <text x={x + step * 0.35} y={HEIGHT - 3} className="figures__axis" textAnchor="middle">
                  {day.date.slice(8)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {kinds.length ? (
        <ul className="figures__legend" aria-label="Kinds">
          {kinds.map((kind) => (
            <li key={kind}>
              <span className="figures__swatch" style={{ background: KIND_COLOURS[kind] }} aria-hidden="true" />
              {KIND_LABELS[kind]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">No leads in these 30 days yet.</p>
      )}
      <details className="figures__table">
        <summary>Show as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Leads</th>
              <th scope="col">Kinds</th>
            </tr>
          </thead>
          <tbody>
            {days
              .map((day, index) => ({ day, total: totals[index]! }))
              .filter(({ total }) => total > 0)
              .reverse()
              .map(({ day, total }) => (
                <tr key={day.date}>
                  <td>{day.date}</td>
                  <td>{total}</td>
                  <td>
                    {kinds
                      .filter((kind) => day.byKind[kind])
                      .map((kind) => `${KIND_LABELS[kind]} ${day.byKind[kind]}`)
                      .join(', ')}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
