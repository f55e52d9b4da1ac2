import { problems } from '../http/schemas.js';
import type { RouteModule } from '../http/types.js';
import { AUDIT_ACTIONS } from '../operators/operators.schemas.js';
import { listAuditLog } from '../operators/operators.service.js';
import { pageQuery, pageSchema } from '../shared/pagination.js';
import { idPattern } from '../shared/ids.js';

const route: RouteModule = (app) =>
  app.get(
    '/v1/admin/audit_log',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        operationId: 'listAuditLog',
        summary: 'The audit log: who changed what',
        description:
          'One entry per admin write that changed something, written in the same transaction as the change; newest first, cursor-paginated. Filters combine: `actor` (an admin key id), `action`, `target` (the id acted on). ' +
          'Kept for `PDN_AUDIT_RETENTION` (default `365d`), apart from event retention, and pruned once a day in bounded batches.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pageQuery('aud'),
            actor: { type: 'string', maxLength: 64, pattern: idPattern('adk'), description: 'Only entries by this admin key (`adk_…`).' },
            action: { type: 'string', enum: AUDIT_ACTIONS, description: 'Only entries of this action, e.g. `order.cancel`.' },
            target: { type: 'string', minLength: 1, maxLength: 64, description: 'Only entries acting on this id (`ord_…`, `ptn_…`, …).' },
          },
        },
        response: { 200: pageSchema('Audit entries, newest first.', 'AuditEntry'), ...problems() },
      },
    },
    (request) => {
      const q = request.query;
      return listAuditLog(app.pdn, { actor: q.actor, action: q.action, target: q.target, limit: q.limit, startingAfter: q.starting_after });
    },
  );
export default route;
