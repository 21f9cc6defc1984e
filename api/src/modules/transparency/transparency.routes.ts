import type { FastifyInstance } from 'fastify';
import { staffTransparencyEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { staffActor } from '../../lib/staff-actor';
import { checkedRange, type DayRange } from '../../lib/day-range';
import { transparencyCsv } from './transparency-csv';

const TAGS = ['staff'];

/** The transparency report for admins (decision 0163), as JSON or CSV; each reading audited. */
export async function transparencyRoutes(app: FastifyInstance) {
  endpointRoute(app, staffTransparencyEndpoints.report, { tags: TAGS }, async (request, reply) => {
    const range = checkedRange(request.query.from, request.query.to) as DayRange;
    const format = request.query.format ?? 'json';
    const report = await app.transparency.reportFor(range, format, staffActor(request));
    reply
      .header(
        'content-disposition',
        `attachment; filename="transparency-${range.from}-${range.to}.${format}"`,
      )
      .header('cache-control', 'private, no-store');
    if (format === 'json') return report;
    return reply.type('text/csv; charset=utf-8').send(transparencyCsv(report));
  });
}
