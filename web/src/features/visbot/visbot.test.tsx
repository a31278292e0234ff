import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ChatPanel from './chat-panel';
import { chatHistory } from './history';
import { CHAT_ERROR, GREETING, THINKING, cannedReply, routeMessage } from './replies';

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
    expect(cannedReply('flight', 'flight to Dubai').links).toEqual([
      { label: 'Book a flight', path: '/flight-booking' },
    ]);
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
    expect(screen.getByRole('group', { name: 'Quick options' }).textContent).toBe(
      'Visa ServicesPassport HelpFlight Tickets',
    );
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

describe('the conversation sent with a question', () => {
  const message = (type: string, text: string, id: number, widget?: string) => ({
    type,
    message: text,
    id,
    ...(widget ? { widget } : {}),
  });

  it('is the visitor’s and Visbot’s turns, without the greeting, thinking line or error text', () => {
    expect(
      chatHistory([
        message('bot', GREETING, 1, 'quickOptions'),
        message('user', 'treks', 2),
        message('bot', 'Our treks:\n• Triund Weekend Trek — ₹3,999 per person, 2 days.', 3, 'links'),
        message('user', 'kerala', 4),
        message('bot', THINKING, 5),
        message('bot', CHAT_ERROR, 6),
      ]),
    ).toEqual([
      { role: 'user', text: 'treks' },
      { role: 'bot', text: 'Our treks:\n• Triund Weekend Trek — ₹3,999 per person, 2 days.' },
      { role: 'user', text: 'kerala' },
    ]);
  });

  it('keeps the last 10 turns, each at most 2000 characters', () => {
    const turns = chatHistory(
      Array.from({ length: 14 }, (_, i) => message(i % 2 ? 'bot' : 'user', `${i} ${'x'.repeat(2500)}`, i)),
    );
    expect(turns).toHaveLength(10);
    expect(turns[0]!.text.startsWith('4 ')).toBe(true);
    expect(turns.every((turn) => turn.text.length === 2000)).toBe(true);
  });
});
