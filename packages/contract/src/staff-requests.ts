import { z } from 'zod';
import { INT4_MAX, Language, pageOf, paginationQuery, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { Id, requiredText } from './fields.js';

/** The two forms that reach the inbox: the contacts page's question and the about page's consultation. */
export const requestKinds = ['help', 'consultation'] as const;
export const RequestKind = z.enum(requestKinds);
export type RequestKind = z.infer<typeof RequestKind>;

export const requestStatuses = ['new', 'in_progress', 'done'] as const;
export const RequestStatus = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof RequestStatus>;

/** A request is named by its form and its number in that form's table (`help/12`). */
export const RequestParams = z.object({ kind: RequestKind, id: queryInt({ min: 1, max: INT4_MAX }) });

export const RequestsQuery = z.strictObject({
  status: RequestStatus.optional(),
  kind: RequestKind.optional(),
  /** An employee's id, or `none` for requests nobody has taken. */
  assignee: z.union([z.literal('none'), queryInt({ min: 1, max: INT4_MAX })]).optional(),
  ...paginationQuery({ defaultPageSize: 30, maxPageSize: 100 }),
});
export type RequestsQuery = z.input<typeof RequestsQuery>;

const Person = z.object({ id: z.number().int(), name: z.string() });

export const RequestSummary = z
  .object({
    kind: RequestKind,
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    /** Null for a help question sent without one: it cannot be answered by email. */
    email: z.string().nullable(),
    /** The language the requester wrote in; replies go out in it. */
    language: Language,
    status: RequestStatus,
    assignee: Person.nullable(),
    /** The question's start; null for a consultation, which has no message. */
    preview: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffRequestSummary' });
export type RequestSummary = z.infer<typeof RequestSummary>;

export const ThreadEntry = z
  .object({
    id: z.number().int(),
    /** `note`: for the staff only; `reply`: emailed to the requester. */
    type: z.enum(['note', 'reply']),
    author: Person,
    text: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffRequestThreadEntry' });
export type ThreadEntry = z.infer<typeof ThreadEntry>;

export const RequestDetail = RequestSummary.extend({
  message: z.string().nullable(),
  /** Notes and replies, oldest first. */
  thread: z.array(ThreadEntry),
  /**
   * The reply mail around what staff type, in the requester's language: the reply box starts
   * with `greeting` (the mail adds none, so the requester gets the one staff see) and the mail
   * ends the text with `signature` and the shop's details.
   */
  reply_frame: z.object({ greeting: z.string(), signature: z.string() }),
}).meta({ id: 'StaffRequestDetail' });
export type RequestDetail = z.infer<typeof RequestDetail>;

export const RequestsPage = pageOf(RequestSummary).meta({ id: 'StaffRequestsPage' });

export const RequestChangeBody = z
  .strictObject({
    status: RequestStatus.optional(),
    /** An employee who may work the inbox, or null to leave the request unassigned. */
    assignee_id: Id.nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, {
    message: 'required',
    path: ['status'],
  });
export type RequestChangeBody = z.input<typeof RequestChangeBody>;

export const RequestNoteBody = z.strictObject({ text: requiredText(2000, { multiline: true }) });
export const RequestReplyBody = z.strictObject({ text: requiredText(5000, { multiline: true }) });

export const RequestCounts = z.object({ new: z.number().int() }).meta({ id: 'StaffRequestCounts' });
export const RequestAssignees = z.array(Person.extend({ email: z.string() })).meta({ id: 'StaffRequestAssignees' });

/** The requests inbox: help questions and consultation requests, worked by `requests.manage`. */
export const staffRequestsEndpoints = endpoints({
  'GET /staff/requests': {
    summary: 'Help questions and consultation requests, newest first, filtered by status, kind and assignee',
    query: RequestsQuery,
    response: RequestsPage,
    errors: [400, 401, 403],
  },
  'GET /staff/requests/counts': {
    summary: 'How many requests are new (the badge in the staff menu)',
    response: RequestCounts,
    errors: [401, 403],
  },
  'GET /staff/requests/assignees': {
    summary: 'The employees a request can be assigned to',
    response: RequestAssignees,
    errors: [401, 403],
  },
  'GET /staff/requests/:kind/:id': {
    summary: 'One request with its internal notes and replies',
    params: RequestParams,
    response: RequestDetail,
    errors: [400, 401, 403, 404],
  },
  'PATCH /staff/requests/:kind/:id': {
    summary: "Change a request's status or assignee",
    params: RequestParams,
    body: RequestChangeBody,
    response: RequestDetail,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/requests/:kind/:id/notes': {
    summary: 'Add an internal note (not sent to the requester)',
    params: RequestParams,
    body: RequestNoteBody,
    response: RequestDetail,
    status: 201,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/requests/:kind/:id/replies': {
    summary: "Reply to the requester by email, in the requester's language; a new request becomes in progress",
    params: RequestParams,
    body: RequestReplyBody,
    response: RequestDetail,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  },
});
