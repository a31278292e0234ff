import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ChatPanel from './chat-panel';
import { GREETING, cannedReply, routeMessage } from './replies';

describe('what a typed message gets', () => {
  it('sends visa, passport and flight to their canned replies, in that order', () => {
    expect(routeMessage('Need a VISA for Dubai')).toEqual({ kind: 'canned', topic: 'visa' });
    expect(routeMessage('passport renewal please')).toEqual({ kind: 'canned', topic: 'passport' });
    expect(routeMessage('cheap flights to Delhi')).toEqual({ kind: 'canned', topic: 'flight' });
    expect(routeMessage('visa and passport')).toEqual({ kind: 'canned', topic: 'visa' });
  });

  it('greets a hello or hi, but not a word that merely contains hi', () => {
    expect(routeMessage('Hello')).toEqual({ kind: 'greeting' });
    expect(routeMessage('hi there')).toEqual({ kind: 'greeting' });
    expect(routeMessage('which Kerala tours do you have?')).toEqual({ kind: 'assistant' });
    expect(routeMessage('   ')).toEqual({ kind: 'ignore' });
  });

  it('answers a destination it knows with that destination’s documents and the form link', () => {
    const dubai = cannedReply('visa', 'what documents do I need for a Dubai visa?');
    expect(dubai.text).toContain('UAE e-visa');
    expect(dubai.links).toEqual([
      { label: 'Apply for a visa', path: '/visa-form' },
      { label: 'More in our FAQ', path: '/faq?entry=visa-dubai' },
    ]);
    expect(cannedReply('passport', 'tatkaal passport').text).toContain('Tatkaal is the urgent scheme');
    expect(cannedReply('visa').links).toEqual([{ label: 'Apply for a visa', path: '/visa-form' }]);
    expect(cannedReply('flight', 'flight to Dubai').links).toEqual([{ label: 'Book a flight', path: '/flight-booking' }]);
  });
});

describe('the chat panel', () => {
  it('shows the greeting with the three quick options', async () => {
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(GREETING, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Quick options' }).textContent).toBe('Visa ServicesPassport HelpFlight Tickets');
    expect(screen.getByRole('textbox', { name: 'Message Visbot' })).toBe(document.activeElement);
  });

  it('shows the kit’s own message when its configuration is broken', () => {
    render(
      <MemoryRouter>
        <ChatPanel open onClose={() => {}} config={{} as never} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Ooops. Something is missing.' })).toBeTruthy();
  });
});
