// Tickets for the live-events stream. A browser's EventSource cannot send an Authorization header,
// and an access token must never travel in a URL (URLs get logged): the console asks for a ticket
// with its bearer token and opens the stream with the ticket instead. A ticket is random, good
// for one stream only and for a few seconds, so a logged URL is worthless.
import { randomBytes } from 'node:crypto';

export const TICKET_LIFETIME_MS = 30_000;

export interface TicketBook {
  issue(userDn: string): string;
  /** The user a ticket was issued to, once: the ticket is spent by this call. */
  redeem(ticket: string): string | undefined;
}

export function createTicketBook(now: () => number = Date.now): TicketBook {
  const tickets = new Map<string, { userDn: string; expires: number }>();
  const prune = () => {
    const at = now();
    for (const [ticket, entry] of tickets) if (entry.expires <= at) tickets.delete(ticket);
  };
  return {
    issue(userDn) {
      prune();
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, { userDn, expires: now() + TICKET_LIFETIME_MS });
      return ticket;
    },
    redeem(ticket) {
      const entry = tickets.get(ticket);
      tickets.delete(ticket);
      return entry && entry.expires > now() ? entry.userDn : undefined;
    },
  };
}
