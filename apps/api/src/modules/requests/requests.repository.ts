import type { Language } from '@aruu/contract/common';
import { type Permission, permissions } from '@aruu/contract/staff-access';
import type { RequestKind, RequestStatus } from '@aruu/contract/staff-requests';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { consultationRequests, helpRequests, requestThreadEntries, users } from '../../db/schema/index.js';

/** A request of either form, as the inbox sees it. */
export interface RequestRow {
  kind: RequestKind;
  id: number;
  name: string;
  phone: string;
  email: string | null;
  language: Language;
  status: RequestStatus;
  assigneeId: number | null;
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RequestFilter {
  status?: RequestStatus;
  kind?: RequestKind;
  /** An employee's id, or `none` for unassigned requests. */
  assignee?: number | 'none';
}

const PREVIEW_LENGTH = 160;

/** The columns both forms' tables share, with the help form's message (a consultation has none). */
function columnsOf(kind: RequestKind) {
  const table = kind === 'help' ? helpRequests : consultationRequests;
  return {
    table,
    select: {
      id: table.id,
      name: table.name,
      phone: table.phone,
      email: table.email,
      language: table.language,
      status: table.status,
      assigneeId: table.assigneeId,
      message: kind === 'help' ? helpRequests.message : sql<string | null>`null::text`,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    },
  };
}

function whereOf(kind: RequestKind, filter: RequestFilter): SQL | undefined {
  const { table } = columnsOf(kind);
  return and(
    filter.status ? eq(table.status, filter.status) : undefined,
    filter.assignee === 'none'
      ? isNull(table.assigneeId)
      : filter.assignee
        ? eq(table.assigneeId, filter.assignee)
        : undefined,
  );
}

/**
 * A page of both forms' requests, newest first. Each table is read through its
 * `(status, created_at desc)` index for the page's worth of rows, then the two are merged.
 */
export async function listRequests(
  db: DbOrTx,
  filter: RequestFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const kinds: RequestKind[] = filter.kind ? [filter.kind] : ['help', 'consultation'];
  const reads = kinds.map(async (kind) => {
    const { table, select } = columnsOf(kind);
    const where = whereOf(kind, filter);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ ...select, message: sql<string | null>`left(${select.message}, ${PREVIEW_LENGTH})` })
        .from(table)
        .where(where)
        .orderBy(sql`${table.createdAt} desc`, sql`${table.id} desc`)
        .limit(page.offset + page.limit),
      db.select({ total: sql<number>`count(*)::int` }).from(table).where(where),
    ]);
    return { rows: rows.map((row) => ({ ...row, kind })), total: counted?.total ?? 0 };
  });
  const parts = await Promise.all(reads);
  const rows = parts
    .flatMap((part) => part.rows)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(page.offset, page.offset + page.limit);
  return { rows, total: parts.reduce((sum, part) => sum + part.total, 0) };
}

export async function countNewRequests(db: DbOrTx): Promise<number> {
  const [help, consultation] = await Promise.all(
    (['help', 'consultation'] as const).map(async (kind) => {
      const { table } = columnsOf(kind);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.status, 'new'));
      return row?.n ?? 0;
    }),
  );
  return (help ?? 0) + (consultation ?? 0);
}

/** One request; `lock` takes its row lock for a change made in the same transaction. */
export async function findRequest(
  db: DbOrTx,
  kind: RequestKind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RequestRow | undefined> {
  const { table, select } = columnsOf(kind);
  const query = db.select(select).from(table).where(eq(table.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? { ...row, kind } : undefined;
}

export async function updateRequest(
  db: DbOrTx,
  kind: RequestKind,
  id: number,
  change: { status?: RequestStatus; assigneeId?: number | null },
) {
  const { table } = columnsOf(kind);
  await db
    .update(table)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(table.id, id));
}

const threadColumn = (kind: RequestKind) =>
  kind === 'help' ? requestThreadEntries.helpRequestId : requestThreadEntries.consultationRequestId;

export async function insertThreadEntry(
  db: DbOrTx,
  entry: { kind: RequestKind; requestId: number; type: 'note' | 'reply'; authorId: number; text: string },
): Promise<number> {
  const [row] = await db
    .insert(requestThreadEntries)
    .values({
      helpRequestId: entry.kind === 'help' ? entry.requestId : null,
      consultationRequestId: entry.kind === 'consultation' ? entry.requestId : null,
      type: entry.type,
      authorId: entry.authorId,
      text: entry.text,
    })
    .returning({ id: requestThreadEntries.id });
  return row!.id;
}

export function listThread(db: DbOrTx, kind: RequestKind, requestId: number) {
  return db
    .select({
      id: requestThreadEntries.id,
      type: requestThreadEntries.type,
      authorId: requestThreadEntries.authorId,
      text: requestThreadEntries.text,
      createdAt: requestThreadEntries.createdAt,
    })
    .from(requestThreadEntries)
    .where(eq(threadColumn(kind), requestId))
    .orderBy(asc(requestThreadEntries.id));
}

export interface PersonRow {
  id: number;
  name: string;
  email: string;
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`;

export async function peopleByIds(db: DbOrTx, ids: number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Active employees whose role may work the inbox, by name; `id` narrows it to one. */
export function inboxWorkers(db: DbOrTx, permission: Permission, id?: number): Promise<PersonRow[]> {
  const roles = [...permissions[permission]];
  return db
    .select({ id: users.id, name: fullName, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.role, roles),
        isNull(users.disabledAt),
        isNull(users.deletedAt),
        id === undefined ? undefined : eq(users.id, id),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.id));
}
