import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { staffContext } from '../../lib/staff-actor';

const TAGS = ['staff'];

/** The moderators' verifications on the staff listener. */
export async function staffVerificationRoutes(app: FastifyInstance) {
  const endpoints = staffEndpoints.staffVerification;
  const photoPath = staffEndpoints.staffQueue.photo.path;
  const urls = {
    selfie: (id: number) => endpoints.selfie.path.replace(':id', String(id)),
    photo: (id: number) => photoPath.replace(':id', String(id)),
  };

  endpointRoute(app, endpoints.queue, { tags: TAGS }, async (request) =>
    app.verification.queue(staffContext(request), urls),
  );

  endpointRoute(app, endpoints.selfie, { tags: TAGS }, async (request, reply) => {
    const stored = await app.verification.selfie(Number(request.params.id));
    if (!stored) throw notFound();
    return reply
      .type(stored.contentType)
      .header('Cache-Control', 'private, no-store')
      .send(stored.body);
  });

  endpointRoute(app, endpoints.decide, { tags: TAGS }, async (request, reply) => {
    await app.verification.decide(Number(request.params.id), request.body, staffContext(request));
    return reply.code(204).send();
  });
}
