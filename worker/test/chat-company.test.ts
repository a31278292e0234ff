// Visbot, asked who we are: the GSTIN, since when, the grievance officer, the one account we take money on, the
// office's address, hours and email, in English, Hinglish, Tamil and Devanagari script, through the real endpoint.
// Every figure is the business settings' own (shared/business.ts), the same the footer and /pay-safely show.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressLine, BUSINESS } from '#shared/business';
import { conversation as ask, conversationWith } from './helpers/chat';
import { seedCatalog } from './helpers/seed-catalog';

const conversation = (...messages: string[]) => ask(15, ...messages);
const TAMIL = /[\u0B80-\u0BFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(seedCatalog);

describe('Visbot: who we are, from the business settings', () => {
  it('the GSTIN and the registered name, with a link to About us', async () => {
    const { reply, links } = await conversation('before I pay — are you a registered company? whats the gst number');
    expect(reply).toContain(`GSTIN ${BUSINESS.gstin}`);
    expect(reply).toContain(BUSINESS.legalName);
    expect(links).toContainEqual({ label: 'About us', path: '/about' });
  });

  it('since when the company has been in business', async () => {
    const { reply } = await conversation('how long have you guys been in business?');
    expect(reply).toContain(`since ${BUSINESS.foundingYear}`);
  });

  it('a complaint goes to the grievance officer, by name, email and phone', async () => {
    const { reply } = await conversation('I want to file a complaint about my last trip');
    const officer = BUSINESS.grievanceOfficer;
    expect(reply).toContain(officer.name);
    expect(reply).toContain(officer.email);
    expect(reply).toContain(officer.phone);
  });

  it('the one UPI ID and bank account we take money on, never a personal number, with Pay safely', async () => {
    const { reply, links } = await conversation('bhai upi id bhejo, advance transfer karna hai');
    expect(reply).toContain(`UPI ID ${BUSINESS.payment.upiId}`);
    expect(reply).toContain(`IFSC ${BUSINESS.payment.bank.ifsc}`);
    expect(reply).toMatch(/Never pay to a personal number/);
    expect(links).toEqual([{ label: 'Pay safely', path: '/pay-safely' }]);
  });

  it('the office address comes with its hours', async () => {
    const { reply } = await conversation('can I visit your office? where is it');
    expect(reply).toContain(`Our office: ${addressLine(BUSINESS)} (${BUSINESS.hours})`);
  });

  it('the email asked for', async () => {
    const { reply } = await conversation('mail id to send my visa documents?');
    expect(reply).toContain(BUSINESS.email);
  });

  it('the address asked in Tamil script is answered in Tamil', async () => {
    const { reply } = await conversation('உங்கள் ஆஃபீஸ் முகவரி என்ன?');
    expect(reply).toMatch(TAMIL);
    expect(reply).toContain(`எங்கள் அலுவலகம்: ${addressLine(BUSINESS)}`);
  });

  it('the hours asked in Devanagari are answered in Hindi', async () => {
    const { reply } = await conversation('आपका दफ़्तर सुबह कितने बजे खुलता है?');
    expect(reply).toMatch(DEVANAGARI);
    expect(reply).toContain(`हमारे दफ़्तर का समय: ${BUSINESS.hours}`);
  });

  it('"can I pay by UPI?" and "Tatkal opening time" are not taken for the account or the office hours', async () => {
    expect((await conversation('can I pay by UPI?')).reply).not.toContain(BUSINESS.payment.bank.accountNumber);
    expect((await conversation('train tatkal opening time?')).reply).not.toContain(BUSINESS.hours);
  });
});

describe('Visbot: who we are, as the worker is configured (BUSINESS_* variables)', () => {
  it('names the configured UPI ID, GSTIN and founding year, not the built-in ones', async () => {
    const bindings = {
      ...env,
      BUSINESS_UPI_ID: 'vishwatours@okicici',
      BUSINESS_GSTIN: '27AAPFU0939F1ZV',
      BUSINESS_FOUNDING_YEAR: '1998',
    } as Cloudflare.Env;
    const replyTo = async (message: string) => (await conversationWith(bindings, 16, message)).reply;
    const pay = await replyTo('what is your upi id to pay the advance?');
    expect(pay).toContain('UPI ID vishwatours@okicici');
    expect(pay).not.toContain(BUSINESS.payment.upiId);
    expect(await replyTo('whats your gst number')).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(await replyTo('since when are you in business?')).toContain('since 1998');
  });
});
