import { defineMessages } from '../messages';

/** Visbot's chat panel: what it says without asking the server, its quick options, its labels. */
export const chat = defineMessages('chat', {
  greeting: "Hi! I'm Visbot, your AI assistant. How can I help you today?",
  thinking: 'Visbot is thinking...',
  error: "I'm having trouble connecting to my brain right now. Please try again in a moment.",
  optionVisa: 'Visa Services',
  optionPassport: 'Passport Help',
  optionFlight: 'Flight Tickets',
  quickOptions: 'Quick options',
  cannedVisa:
    'We arrange tourist, business and student visas for Dubai, Singapore, Thailand, Malaysia, the UK, Schengen countries, the USA, Canada and Australia. We fill the forms, book the appointment and check every document before it goes in. Send the visa form with your passport details and we reply with the checklist for your destination.',
  linkVisa: 'Apply for a visa',
  cannedPassport:
    'We help with fresh passports, renewals and Tatkaal applications on the Passport Seva portal: the form, the earliest appointment and a check of your documents. Start with the passport form and we take it from there.',
  linkPassport: 'Start a passport application',
  cannedFlight:
    'We book domestic and international flights on IndiGo, Air India, Akasa Air, Emirates, Singapore Airlines and more, comparing fares across airlines and explaining baggage and cancellation rules before you pay. Tell us your route, date and travellers on the flight booking form.',
  linkFlight: 'Book a flight',
  moreInFaq: 'More in our FAQ',
  subtitle: 'Tours, tickets, visas, darshan',
  closeChat: 'Close chat',
  panel: 'Chat with Visbot',
  input: 'Message Visbot',
  send: 'Send',
  conversation: 'Conversation with Visbot',
  placeholder: 'Ask about tours, visas, tickets…',
  links: 'Links',
});
