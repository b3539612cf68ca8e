import { z } from 'zod';
import { INT4_MAX, pageOf, paginationQuery, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { typedText } from './fields.js';

const QueryDate = z.iso.datetime({ offset: true, error: () => 'invalid_value' });

export const AuditQuery = z
  .strictObject({
    /** The employee who acted. */
    actor_id: queryInt({ min: 1, max: INT4_MAX }).optional(),
    object_type: typedText(40).optional(),
    object_id: typedText(60).optional(),
    /** From this moment (inclusive) … */
    from: QueryDate.optional(),
    /** … to this one (exclusive). */
    to: QueryDate.optional(),
    ...paginationQuery({ defaultPageSize: 50, maxPageSize: 200 }),
  })
  .refine((query) => !query.from || !query.to || new Date(query.from) < new Date(query.to), {
    message: 'invalid_value',
    path: ['to'],
  });

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    actor: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
    action: z.string(),
    object_type: z.string(),
    object_id: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    request_id: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = pageOf(AuditEntry).meta({ id: 'AuditPage' });

export const staffAuditEndpoints = endpoints({
  'GET /staff/audit': {
    summary: 'The audit trail, newest first, filtered by person, object and date range',
    query: AuditQuery,
    response: AuditPage,
    errors: [400, 401, 403],
  },
});
