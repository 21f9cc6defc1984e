import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { LiveHub } from '../live/live-hub';
import type { MediaSigner } from '../media/media-signer';
import { PRIVATE_PREFIX, type MediaStore } from '../media/media-store';
import type { Viewer } from '../members/members.service';
import { originalKeyOf } from '../photos/photo-keys';
import { ORIGINAL_TYPES, detectImageType } from '../photos/photos.service';
import { readAll, renderJpegSizes } from '../photos/process-uploaded-image';
import { ChatImageRepository } from './chat-image.repository';
import { ChatSendRepository } from './chat-send.repository';
import type { ChatImageKeys, ChatSendService, SentMessage } from './chat-send.service';
import { presentMessage } from './chat.presenter';

/**
 * Chat image sizes: the full picture, the bubble's thumbnail and a blurred preview, all
 * private. The preview is what a received image shows until its member chooses to see it:
 * small and blurred so that nothing of the picture reaches the screen unasked.
 */
export const CHAT_IMAGE_SIZES = { full: 1600, thumb: 400, blur: 48 } as const;
const PREVIEW_BLUR_SIGMA = 4;

/** The blurred preview's key, beside the thumbnail's. */
export const blurKeyOf = (thumbFilename: string) => thumbFilename.replace(/_t\.jpg$/, '_b.jpg');

/** Private keys of a new chat image: a random name per upload, under the sender's profile. */
function newChatImageKeys(profileId: number): ChatImageKeys {
  const name = `${PRIVATE_PREFIX}c/${profileId}/${randomBytes(10).toString('hex')}`;
  return { filename: `${name}.jpg`, thumbFilename: `${name}_t.jpg` };
}

/**
 * Image messages (decision 0119): the upload goes through the photos' pipeline (content
 * sniffing, a private original, the sizes made by a job, EXIF gone) into private files that
 * only the conversation's two members get signed links to.
 */
export class ChatImageService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    /** Sends the image message once its upload is stored, as any message is sent. */
    private readonly sender: Pick<ChatSendService, 'send'>,
    private readonly store: MediaStore,
    private readonly signer: MediaSigner,
    private readonly live: Pick<LiveHub, 'publish'>,
    private readonly now: () => Date,
  ) {}

  /**
   * Sends an image message under the client's nonce: a retry answers the original without
   * storing the upload again; a refusal keeps nothing.
   */
  async send(
    viewer: Viewer,
    input: { profileId: number; nonce: string },
    data: Buffer,
    settings: Parameters<ChatSendService['send']>[2],
  ): Promise<SentMessage> {
    const done = await new ChatSendRepository(this.db).byNonce(viewer.profileId, input.nonce);
    if (done) return this.sender.send(viewer, { ...input, image: done.image! }, settings);
    const type = await detectImageType(data);
    if (!type) throw new AppError(400, 'invalid_image');
    const keys = newChatImageKeys(viewer.profileId);
    const originalKey = originalKeyOf(keys.filename);
    await this.store.put(originalKey, data, ORIGINAL_TYPES[type]);
    try {
      const sent = await this.sender.send(viewer, { ...input, image: keys }, settings);
      // A parallel retry won the nonce: its upload is the message, this one is not needed.
      if (sent.message.image?.filename !== keys.filename) await this.store.delete(originalKey);
      return sent;
    } catch (error) {
      await this.store.delete(originalKey);
      throw error;
    }
  }

  /**
   * The `chat-image.process` job: makes the sizes, marks the image active and gives both
   * members the message with its links. Idempotent; an image whose pixels do not decode is
   * marked failed and its credits go back to the sender.
   */
  async process(chatImageId: number): Promise<void> {
    const repo = new ChatImageRepository(this.db);
    const image = await repo.find(chatImageId);
    if (!image) return;
    const originalKey = originalKeyOf(image.filename);
    if (image.status !== 'processing') {
      await this.store.delete(originalKey);
      return;
    }
    const stored = await this.store.get(originalKey);
    let sizes: [string, Buffer][] | null = null;
    if (stored) {
      const original = await readAll(stored.body);
      sizes = await renderJpegSizes(original, [
        { key: image.filename, size: CHAT_IMAGE_SIZES.full, fit: 'inside', quality: 82 },
        { key: image.thumb_filename, size: CHAT_IMAGE_SIZES.thumb, fit: 'inside', quality: 75 },
        {
          key: blurKeyOf(image.thumb_filename),
          size: CHAT_IMAGE_SIZES.blur,
          fit: 'inside',
          quality: 60,
          blur: PREVIEW_BLUR_SIGMA,
        },
      ]).catch(() => null);
    }
    if (!sizes) {
      await this.reject(chatImageId);
      await this.store.delete(originalKey);
      await this.announce(repo, chatImageId);
      return;
    }

    for (const [key, data] of sizes) await this.store.put(key, data, 'image/jpeg');
    const activated = await this.unitOfWork.run((tx) =>
      new ChatImageRepository(tx.db).activate(image.id, blurKeyOf(image.thumb_filename)),
    );
    await this.store.delete(originalKey);
    // Its sender deleted the account meanwhile (purgeSentBy): the sizes just made go too.
    if (!activated) for (const [key] of sizes) await this.store.delete(key);
    await this.announce(repo, chatImageId);
  }

  /**
   * Removes a deleted account's chat images: the retention sweep's first step once the grace
   * period has ended (decision 0167), and the `chat-image.purge` job written at deletion before
   * it (decision 0120). Every image the member sent in chats is marked removed (its messages
   * show a failed image without links to both sides, at once by a live event) and its files,
   * every size and the original, are deleted from the media store. Idempotent; nothing
   * happens to an account reactivated before it ran.
   */
  async purgeSentBy(userId: number): Promise<void> {
    const repo = new ChatImageRepository(this.db);
    const profileId = await repo.deletedProfileOf(userId);
    if (profileId === null) return;
    for (const image of await repo.sentBy(profileId)) {
      // First no more links, then no more files.
      const removed = await repo.setStatus(image.id, 'removed', [
        'processing',
        'active',
        'rejected',
      ]);
      // The preview's key is known even when a purge stopped before the row named it.
      const keys = [image.filename, image.thumb_filename, blurKeyOf(image.thumb_filename)];
      for (const key of [...keys, originalKeyOf(image.filename)]) await this.store.delete(key);
      if (removed) await this.announce(repo, image.id);
    }
  }

  /**
   * The file did not decode: the image is marked failed and the sender gets the credits
   * back (ledger `refund`), in one unit of work.
   */
  private async reject(chatImageId: number) {
    await this.unitOfWork.run(async (unit) => {
      const tx = new ChatImageRepository(unit.db);
      if (!(await tx.setStatus(chatImageId, 'rejected', ['processing']))) return;
      const message = await tx.messageOf(chatImageId);
      if (!message) return;
      const refund = await tx.refund(message, message.credits_spent, this.now().toISOString());
      if (refund) {
        await unit.enqueue('live.publish', {
          userId: refund.userId,
          event: { type: 'credits', credits: refund.credits },
        });
      }
    });
  }

  /** Both members' tabs get the message again: with its links, or failed. */
  private async announce(repo: ChatImageRepository, chatImageId: number) {
    const message = await repo.messageOf(chatImageId);
    if (!message) return;
    // Chat images are private: the links are signed, never on the CDN.
    const links = { cdnPrefix: '', signedPath: (key: string) => this.signer.signedPath(key) };
    for (const member of await repo.membersOf(message.conversation_id)) {
      if (member.user_id === null) continue;
      await this.live.publish(member.user_id, {
        type: 'message',
        conversation_id: String(message.conversation_id),
        profile_id: String(message.sender_profile_id),
        message: presentMessage(message, member.profile_id, links),
      });
    }
  }
}
