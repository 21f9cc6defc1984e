import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { imageRef } from '../../lib/media';
import { presentCard } from './profile-card';

/** The likes summary (`/api/likes.php`) and the auto-like (`/api/auto-like.php`). */
export async function likesRoutes(app: FastifyInstance) {
  const { likes, autoLike } = endpoints.chats;
  const tags = ['members'];

  endpointRoute(app, likes, { tags }, async (request) => {
    const viewer = await app.members.requireViewer(request.userId);
    const { cdn_prefix } = await request.settings();
    const today = app.config.now();
    const [{ liked, likedBy }, from] = await Promise.all([
      app.members.likesOf(viewer, request.query.folder === 'hidden'),
      app.members.origin(viewer),
    ]);
    return {
      profiles: liked.map((row) => presentCard(row, today, cdn_prefix, from)),
      liked_by: likedBy.map((row) => ({
        id: String(row.id),
        like_new: row.like_new === 1,
        created_at: row.liked_at,
        profile: presentCard(row, today, cdn_prefix, from),
      })),
      total_new_likes: likedBy.filter((row) => row.like_new === 1).length,
    };
  });

  // A fictional member likes the user (the product's engagement feature): returns who.
  endpointRoute(app, autoLike, { tags }, async (request) => {
    const viewer = await app.members.requireViewer(request.userId);
    const { cdn_prefix } = await request.settings();
    const candidate = await app.members.autoLike(viewer);
    if (!candidate) return { profile: null };
    return {
      profile: {
        id: String(candidate.id),
        name: candidate.name,
        main_image: imageRef(cdn_prefix, candidate),
      },
    };
  });
}
