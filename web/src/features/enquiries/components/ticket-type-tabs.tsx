import { tickets } from '#shared/i18n/en/tickets';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TICKET_TYPES, type TicketType } from '#shared/constants';
import '../enquiries.css';
import { Icon } from '../../../components/icon';
import { useT } from '../../../lib/locale';

/**
 * /tickets: tabs Train, Bus, Flight, Hotel (the ARIA tabs pattern: arrow keys move between tabs). The chosen
 * tab is kept in the query (?type=bus) so a shared link or the back button opens the same form.
 */
export function TicketTypeTabs({ renderPanel }: { renderPanel: (type: TicketType) => ReactNode }) {
  const t = useT(tickets);
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const active: TicketType = (TICKET_TYPES as readonly string[]).includes(asked ?? '')
    ? (asked as TicketType)
    : 'train';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (type: TicketType) => setParams(type === 'train' ? {} : { type }, { replace: true });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TICKET_TYPES.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TICKET_TYPES.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + TICKET_TYPES.length) % TICKET_TYPES.length;
    choose(TICKET_TYPES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className="ticket-tabs">
      <div className="ticket-tabs__list" role="tablist" aria-label={t('ticketType')} onKeyDown={onKeyDown}>
        {TICKET_TYPES.map((type, index) => (
          <button
            key={type}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`ticket-tab-${type}`}
            aria-selected={type === active}
            aria-controls={`ticket-panel-${type}`}
            tabIndex={type === active ? 0 : -1}
            className="ticket-tabs__tab"
            onClick={() => choose(type)}
          >
            <TabGlyph type={type} />
            {t(type)}
          </button>
        ))}
      </div>
      <div
        className="ticket-tabs__panel panel"
        role="tabpanel"
        id={`ticket-panel-${active}`}
        aria-labelledby={`ticket-tab-${active}`}
      >
        {renderPanel(active)}
      </div>
    </div>
  );
}

const GLYPHS: Record<TicketType, string> = {
  train:
    'M7 4h10a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3Zm-3 7h16M8 15h.01M16 15h.01M8 18l-2 3M16 18l2 3',
  bus: 'M6 3h12a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm-2 8h16M4 7h16M7.5 15h.01M16.5 15h.01M7 18v2M17 18v2',
  flight: 'M2.5 13.5 21 7.5a1.6 1.6 0 0 0-1.8-2.3L14 6.5 8 3 6.3 3.7l3.9 4.4-4.6 1.6-2.3-1.5-1.3.5 1.6 3.1Zm1 6.5h17',
  hotel: 'M3 20V5m0 9h18v6m-18-3h18M7.5 11a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm3.5 3V9h7a3 3 0 0 1 3 3v2',
};

function TabGlyph({ type }: { type: TicketType }) {
  return <Icon path={GLYPHS[type]} size={20} />;
}
