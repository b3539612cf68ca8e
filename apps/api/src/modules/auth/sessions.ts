import type { DbOrTx } from '../../db/client.js';
import * as repo from './auth.repository.js';

// Sessions as other modules reach them: ended inside the transaction of the change that ends them
// (a password change, a closed or disabled account, a reset authenticator, the first admin's
// recovery), and looked up by a long-lived stream that re-checks its session.

/** Ends the user's live sessions (all, or all but `keep`, the one making the request) inside the caller's transaction. */
export function endUserSessions(tx: DbOrTx, userId: number, reason: repo.RevokeReason, keep?: string) {
  return repo.revokeUserSessions(tx, userId, reason, keep);
}

/** The session's user when the session is live and the account open and not disabled. */
export function findLiveSession(db: DbOrTx, sessionId: string) {
  return repo.findLiveSession(db, sessionId);
}
