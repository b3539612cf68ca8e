import type { RequestDetail, RequestKind, RequestStatus, RequestSummary } from '@aruu/contract/staff-requests';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import { requestReplyFrame } from '../mail/templates/request-reply.js';
import * as repo from './requests.repository.js';

export type RequestsService = ReturnType<typeof createRequestsService>;

/** Who acts: the employee and the request's id in the logs (`staffActor`). */
export interface Actor {
  actorId: number;
  requestId: string;
}

/** The permission whose holders may be given a request. */
const WORKS_THE_INBOX = 'requests.manage';

const objectType = (kind: RequestKind) => `${kind}_request`;

function toSummary(row: repo.RequestRow, people: Map<number, repo.PersonRow>): RequestSummary {
  const assignee = row.assigneeId === null ? undefined : people.get(row.assigneeId);
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language,
    status: row.status,
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    preview: row.message,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The staff's inbox over the help form's and the consultation form's requests. Every change
 * locks the request's row, makes the change and writes its one audit entry in one transaction;
 * a reply's email is queued in it too, so it is sent iff the reply is kept.
 */
export function createRequestsService(deps: { db: Db; queue: JobQueue }) {
  const { db, queue } = deps;

  async function list(filter: repo.RequestFilter, page: { page: number; pageSize: number }) {
    const { rows, total } = await repo.listRequests(db, filter, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    });
    const people = await repo.peopleByIds(
      db,
      rows.flatMap((row) => (row.assigneeId === null ? [] : [row.assigneeId])),
    );
    return { items: rows.map((row) => toSummary(row, people)), total, page: page.page, page_size: page.pageSize };
  }

  async function detail(db: DbOrTx, kind: RequestKind, id: number): Promise<RequestDetail> {
    const row = await repo.findRequest(db, kind, id);
    if (!row) throw notFound('Request');
    const thread = await repo.listThread(db, kind, id);
    const people = await repo.peopleByIds(db, [
      ...(row.assigneeId === null ? [] : [row.assigneeId]),
      ...thread.map((entry) => entry.authorId),
    ]);
    return {
      ...toSummary(row, people),
      message: row.message,
      thread: thread.map((entry) => ({
        id: entry.id,
        type: entry.type,
        author: { id: entry.authorId, name: people.get(entry.authorId)?.name ?? '' },
        text: entry.text,
        created_at: entry.createdAt.toISOString(),
      })),
      reply_frame: requestReplyFrame(row.language, row.name),
    };
  }

  /** Runs `change` on the locked request and answers the request as it then is. */
  function withLocked(kind: RequestKind, id: number, change: (tx: Tx, row: repo.RequestRow) => Promise<void>) {
    return db.transaction(async (tx) => {
      const row = await repo.findRequest(tx, kind, id, { lock: true });
      if (!row) throw notFound('Request');
      await change(tx, row);
      return detail(tx, kind, id);
    });
  }

  async function assignable(tx: DbOrTx, assigneeId: number) {
    const [worker] = await repo.inboxWorkers(tx, WORKS_THE_INBOX, assigneeId);
    if (!worker) {
      throw new AppError('invalid_data', 'validation_failed', 'This employee cannot take requests', {
        assignee_id: { code: 'invalid_value', message: 'This employee cannot take requests' },
      });
    }
  }

  /** Status and assignee; what did not change is left out of the audit entry. */
  function update(
    actor: Actor,
    kind: RequestKind,
    id: number,
    change: { status?: RequestStatus; assignee_id?: number | null },
  ) {
    return withLocked(kind, id, async (tx, row) => {
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (change.status !== undefined && change.status !== row.status) {
        before.status = row.status;
        after.status = change.status;
      }
      if (change.assignee_id !== undefined && change.assignee_id !== row.assigneeId) {
        if (change.assignee_id !== null) await assignable(tx, change.assignee_id);
        before.assignee_id = row.assigneeId;
        after.assignee_id = change.assignee_id;
      }
      // Setting what is already set changes nothing, so nothing is recorded.
      if (Object.keys(after).length === 0) return;
      await repo.updateRequest(tx, kind, id, {
        status: after.status as RequestStatus | undefined,
        assigneeId: after.assignee_id as number | null | undefined,
      });
      await recordAudit(tx, {
        ...actor,
        action: 'request.updated',
        objectType: objectType(kind),
        objectId: id,
        before,
        after,
      });
    });
  }

  function addNote(actor: Actor, kind: RequestKind, id: number, text: string) {
    return withLocked(kind, id, async (tx) => {
      const noteId = await repo.insertThreadEntry(tx, {
        kind,
        requestId: id,
        type: 'note',
        authorId: actor.actorId,
        text,
      });
      await recordAudit(tx, {
        ...actor,
        action: 'request.note_added',
        objectType: objectType(kind),
        objectId: id,
        before: null,
        after: { note_id: noteId, text },
      });
    });
  }

  /** Emails the answer in the requester's language; a new request is then in progress. */
  function reply(actor: Actor, kind: RequestKind, id: number, text: string) {
    return withLocked(kind, id, async (tx, row) => {
      if (!row.email) {
        throw new AppError('conflict', 'no_reply_address', 'The requester left no email to answer');
      }
      const replyId = await repo.insertThreadEntry(tx, {
        kind,
        requestId: id,
        type: 'reply',
        authorId: actor.actorId,
        text,
      });
      const status = row.status === 'new' ? 'in_progress' : row.status;
      await repo.updateRequest(tx, kind, id, { status });
      const mail = mailOf('request-reply', {
        lang: row.language,
        kind,
        name: row.name,
        reply: text,
        question: row.message,
      });
      await enqueueMail(queue, tx, { to: row.email, ...mail });
      await recordAudit(tx, {
        ...actor,
        action: 'request.replied',
        objectType: objectType(kind),
        objectId: id,
        before: { status: row.status },
        after: { status, reply_id: replyId, text },
      });
    });
  }

  return {
    list,
    detail: (kind: RequestKind, id: number) => detail(db, kind, id),
    countNew: () => repo.countNewRequests(db),
    assignees: () => repo.inboxWorkers(db, WORKS_THE_INBOX),
    update,
    addNote,
    reply,
  };
}
