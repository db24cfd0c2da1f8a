import { describe, expect, it } from 'vitest';
import {
  createTicketRequestSchema,
  guestTicketRequestSchema,
  TICKET_LIMITS,
  ticketMessageRequestSchema,
  ticketRatingRequestSchema,
} from '../src/support.js';
import { issuesOf } from './issues.js';

const ticket = { department: 'billing', subject: 'Invoice', message: 'Where is my invoice?' };

describe('the ticket limits', () => {
  it('take a subject of up to 200 characters and a message of up to 20,000, trimmed', () => {
    const longest = { ...ticket, subject: 's'.repeat(TICKET_LIMITS.subjectMax) };
    expect(createTicketRequestSchema.parse(longest).subject).toHaveLength(200);
    expect(issuesOf(createTicketRequestSchema, { ...ticket, subject: 's'.repeat(201) })).toEqual({
      subject: ['too_long'],
    });
    expect(
      ticketMessageRequestSchema.parse({ message: 'm'.repeat(TICKET_LIMITS.bodyMax) }).message,
    ).toHaveLength(20_000);
    expect(issuesOf(ticketMessageRequestSchema, { message: 'm'.repeat(20_001) })).toEqual({
      message: ['too_long'],
    });
    expect(createTicketRequestSchema.parse({ ...ticket, subject: '  Invoice  ' }).subject).toBe('Invoice');
  });

  it('refuse a blank subject or message and a department that does not exist', () => {
    expect(issuesOf(createTicketRequestSchema, { ...ticket, subject: '   ', department: 'legal' })).toEqual({
      department: ['invalid'],
      subject: ['required'],
    });
    expect(issuesOf(ticketMessageRequestSchema, { message: '\n ' })).toEqual({ message: ['required'] });
  });

  it('rate from 1 to 5 whole stars, with a comment of up to 2,000 characters', () => {
    expect(ticketRatingRequestSchema.parse({ rating: 5, comment: 'c'.repeat(2000) })).toBeTruthy();
    for (const rating of [0, 6, 4.5]) {
      expect(issuesOf(ticketRatingRequestSchema, { rating }), String(rating)).toEqual({
        rating: ['invalid'],
      });
    }
    expect(issuesOf(ticketRatingRequestSchema, { rating: 4, comment: 'c'.repeat(2001) })).toEqual({
      comment: ['too_long'],
    });
  });

  it('give a guest a name of up to 120 characters, and ask for the captcha', () => {
    const guest = {
      email: 'guest@example.uz',
      name: 'n'.repeat(TICKET_LIMITS.nameMax),
      subject: 'Hello',
      message: 'Can you host my site?',
      captcha_id: 'c1',
      captcha: '1234',
    };
    expect(guestTicketRequestSchema.parse(guest).name).toHaveLength(120);
    expect(issuesOf(guestTicketRequestSchema, { ...guest, name: 'n'.repeat(121), captcha: ' ' })).toEqual({
      name: ['too_long'],
      captcha: ['required'],
    });
  });
});
