import type { FastifyInstance } from 'fastify';
import { staffTransparencyEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { staffActor } from '../../lib/staff-actor';
import { checkedRange, type DayRange } from '../../lib/day-range';
import { transparencyCsv } from './transparency-csv';

const TAGS = ['staff'];

/** The transparency report for admins (decision 0163), read or downloaded; each time audited. */
export async function transparencyRoutes(app: FastifyInstance) {
  const { transparency } = app;

  endpointRoute(app, staffTransparencyEndpoints.report, { tags: TAGS }, async (request, reply) => {
    const range = checkedRange(request.query.from, request.query.to) as DayRange;
    reply.header('cache-control', 'private, no-store');
    return transparency.reportFor(range, 'json', staffActor(request));
  });

  endpointRoute(app, staffTransparencyEndpoints.export, { tags: TAGS }, async (request, reply) => {
    const range = checkedRange(request.query.from, request.query.to) as DayRange;
    const format = request.query.format ?? 'csv';
    const report = await transparency.reportFor(range, format, staffActor(request));
    const body = format === 'csv' ? transparencyCsv(report) : JSON.stringify(report);
    return reply
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="transparency-${range.from}-${range.to}.${format}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
