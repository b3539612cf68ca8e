import { createHmac, timingSafeEqual } from 'node:crypto';

/** A ticket opens the feed within this time; the stream itself then lives as long as the session. */
export const TICKET_TTL_SECONDS = 60;

const PURPOSE = 'staff-orders-events';

export interface TicketClaims {
  userId: number;
  sessionId: string;
}

/**
 * Tickets for the live feed. EventSource cannot send an Authorization header, and an access token
 * in a URL ends up in logs and history; a ticket is signed for this one purpose, lasts a minute,
 * and opens nothing else. Signed with a key derived from the token secret, so every API process
 * accepts any process's tickets.
 */
export function createEventsTickets(options: { secret: string; now?: () => number }) {
  const key = createHmac('sha256', options.secret).update(PURPOSE).digest();
  const now = options.now ?? Date.now;
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  function issue(claims: TicketClaims) {
    const expiresAt = new Date(now() + TICKET_TTL_SECONDS * 1000);
    const body = Buffer.from(
      JSON.stringify({ u: claims.userId, s: claims.sessionId, e: expiresAt.getTime() }),
    ).toString('base64url');
    return { ticket: `${body}.${sign(body)}`, expiresAt };
  }

  /** The claims of a genuine, unexpired ticket; undefined for anything else. */
  function verify(ticket: string): TicketClaims | undefined {
    const [body, signature, ...rest] = ticket.split('.');
    if (!body || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { u: number; s: string; e: number };
    if (claims.e <= now()) return undefined;
    return { userId: claims.u, sessionId: claims.s };
  }

  return { issue, verify };
}
export type EventsTickets = ReturnType<typeof createEventsTickets>;
