import type { FastifyInstance } from 'fastify';
import { laterEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';
import { readUpload, registerImageMultipart } from '../photos/photo.routes';

/** GET and POST /api/verification.php, POST /api/verification-pose.php: the member's own. */
export async function verificationRoutes(app: FastifyInstance) {
  // Only the image plugins parse multipart.
  await registerImageMultipart(app);
  const { verification } = laterEndpoints;
  const service = app.verification;
  const tags = ['verification'];
  const profileOf = async (userId: number | null) =>
    (await app.members.requireViewer(userId)).profileId;

  endpointRoute(app, verification.get, { tags }, async (request) =>
    service.status(await profileOf(request.userId)),
  );

  endpointRoute(app, verification.pose, { tags }, async (request) =>
    service.drawPose(await profileOf(request.userId)),
  );

  endpointRoute(
    app,
    verification.submit,
    { tags, summary: 'The selfie: multipart/form-data, field "selfie"' },
    async (request, reply) => {
      // Who is asking before reading a byte of the body.
      const profileId = await profileOf(requireUserId(request));
      const data = await readUpload(request, 'selfie');
      return reply.code(201).send(await service.submit(profileId, data));
    },
  );
}
