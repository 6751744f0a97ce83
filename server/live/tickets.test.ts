import { describe, expect, it } from 'vitest';
import { createTicketBook, TICKET_LIFETIME_MS } from './tickets.ts';

describe('event-stream tickets', () => {
  it('are redeemed once, for the user they were issued to', () => {
    const book = createTicketBook();
    const ticket = book.issue('cn=manager');
    expect(book.redeem(ticket)).toBe('cn=manager');
    expect(book.redeem(ticket)).toBeUndefined();
    expect(book.redeem('made-up')).toBeUndefined();
  });

  it('expire after their lifetime', () => {
    let now = 1_000;
    const book = createTicketBook(() => now);
    const ticket = book.issue('cn=manager');
    now += TICKET_LIFETIME_MS;
    expect(book.redeem(ticket)).toBeUndefined();
  });
});
