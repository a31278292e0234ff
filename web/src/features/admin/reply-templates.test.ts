import { describe, expect, it } from 'vitest';
import { fillTemplate } from './reply-templates';

describe('fillTemplate', () => {
  it('fills every placeholder from the lead, blank when the lead has none', () => {
    const item = {
      id: 'LEAD-261124-K7Q2MXPA',
      name: 'Lakshmi Narayanan',
      data: { title: 'Kerala Backwaters & Munnar', date: '2026-12-20', price: '₹18,500' },
    };
    expect(fillTemplate('Hello {name}, about {package} on {date} ({amount}), reference {reference}.', item)).toBe(
      'Hello Lakshmi, about Kerala Backwaters & Munnar on 2026-12-20 (₹18,500), reference LEAD-261124-K7Q2MXPA.',
    );
    expect(fillTemplate('{name}|{package}|{amount}', { id: 'X', name: null, data: {} })).toBe('||');
  });
});
