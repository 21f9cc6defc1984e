import fs from 'node:fs';
import path from 'node:path';
import { unzip } from './zip-kit';
import { VERIFICATION_POSES } from '@dating/shared-contracts/api';
import { activeMember, mailedToken, multipart } from './helper';
import { listPhotos, photoApp, picture, uploadPhoto } from './photo-upload';
import { StaffBrowser, listenBoth, staffAccount } from './staff-kit';

type Member = Awaited<ReturnType<typeof activeMember>>;

interface Request {
  id: string;
  kind: string;
  profileId: string;
  pose: string | null;
  selfieUrl: string | null;
  mainPhoto: { id: string; url: string } | null;
  photos: { id: string; url: string }[];
}

describe('verified profiles: a selfie in a drawn pose, decided by a moderator', () => {
  const state = photoApp();
  let staffOrigin: string;
  let mia: StaffBrowser;
  beforeAll(async () => {
    ({ staff: staffOrigin } = await listenBoth(state.ctx.app));
    mia = new StaffBrowser(staffOrigin);
    await mia.signIn(await staffAccount(state.ctx, ['moderator'], 'Mia'));
  });

  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    state.ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const status = async (member: Member) =>
    (await call('GET', '/api/verification.php', member.cookie)).json();
  const sendSelfie = async (member: Member, data?: Buffer) => {
    const body = multipart(
      data ?? (await picture(800, 600).jpeg().toBuffer()),
      'selfie.jpg',
      'image/jpeg',
      'selfie',
    );
    return state.ctx.app.inject({
      method: 'POST',
      url: '/api/verification.php',
      payload: body.payload,
      headers: { ...body.headers, cookie: member.cookie },
    });
  };
  const queue = async () => {
    const answer = await mia.call('GET', '/staff-api/verifications');
    expect(answer.status).toBe(200);
    return (answer.body as unknown as { requests: Request[] }).requests;
  };
  const requestOf = async (member: Member, kind = 'selfie') =>
    (await queue()).find((r) => r.profileId === member.profileId && r.kind === kind);
  const decide = (id: string, body: object) =>
    mia.call('POST', `/staff-api/verifications/${id}/decision`, body);
  const selfieFiles = (member: Member) => {
    const dir = path.join(state.mediaDir, 'private/v', member.profileId);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  /** A member with one active photo (the main one). */
  async function memberWithPhoto(overrides: Record<string, unknown> = {}) {
    const member = await activeMember(state.ctx.app, overrides);
    await uploadPhoto(state.ctx, member.cookie, await picture(300, 300).jpeg().toBuffer());
    await state.ctx.app.jobs.drain();
    return member;
  }

  async function verified(overrides: Record<string, unknown> = {}) {
    const member = await memberWithPhoto(overrides);
    await call('POST', '/api/verification-pose.php', member.cookie);
    expect((await sendSelfie(member)).statusCode).toBe(201);
    const request = (await requestOf(member))!;
    expect((await decide(request.id, { approve: true })).status).toBe(204);
    return member;
  }

  it('draws the pose on the server, keeps it, and takes one selfie at a time', async () => {
    const member = await memberWithPhoto();
    expect(await status(member)).toEqual({ status: 'none' });
    // No selfie before a pose was drawn.
    const early = await sendSelfie(member);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('verification_not_possible');

    const drawn = (await call('POST', '/api/verification-pose.php', member.cookie)).json();
    expect(drawn.status).toBe('none');
    expect(VERIFICATION_POSES).toContain(drawn.pose);
    // Drawing again keeps the pose: a member cannot draw until one suits an old photo.
    expect((await call('POST', '/api/verification-pose.php', member.cookie)).json().pose).toBe(
      drawn.pose,
    );

    expect((await sendSelfie(member, Buffer.from('not an image'))).statusCode).toBe(400);
    const sent = await sendSelfie(member);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', pose: drawn.pose });
    expect(sent.json().selfie_url).toMatch(/^\/media\/private\/v\//);
    expect(selfieFiles(member)).toHaveLength(1);

    // One pending request at a time.
    expect((await sendSelfie(member)).statusCode).toBe(409);
    expect((await call('POST', '/api/verification-pose.php', member.cookie)).statusCode).toBe(409);
  });

  it('shows the selfie to its owner and moderators only', async () => {
    const member = await memberWithPhoto();
    const other = await activeMember(state.ctx.app);
    await call('POST', '/api/verification-pose.php', member.cookie);
    const { selfie_url: link } = (await sendSelfie(member)).json();
    const stored = selfieFiles(member)[0]!;

    // The owner's signed link works; the file under its own key without a signature does not.
    expect((await call('GET', link, member.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/media/private/v/${member.profileId}/${stored}`)).statusCode).toBe(
      404,
    );
    // Another member reads nothing of it: not the status, not the queue.
    expect((await status(other)).status).toBe('none');
    expect((await call('GET', '/staff-api/verifications', other.cookie)).statusCode).toBe(404);

    const request = (await requestOf(member))!;
    expect(request.pose).toBeTruthy();
    expect(request.selfieUrl).toBe(`/staff-api/verifications/${request.id}/selfie`);
    expect(request.photos).toHaveLength(1);
    const file = await fetch(`${staffOrigin}${request.selfieUrl}`, {
      headers: { cookie: mia.cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const noSession = await fetch(`${staffOrigin}${request.selfieUrl}`);
    expect(noSession.status).toBe(401);
    // A support agent is no moderator.
    const sam = new StaffBrowser(staffOrigin);
    await sam.signIn(await staffAccount(state.ctx, ['support'], 'Sam'));
    expect((await sam.call('GET', '/staff-api/verifications')).status).toBe(403);
  });

  it('refuses with a reason the member reads, deletes the selfie, and lets them try again', async () => {
    const member = await memberWithPhoto();
    await call('POST', '/api/verification-pose.php', member.cookie);
    await sendSelfie(member);
    const request = (await requestOf(member))!;
    expect((await decide(request.id, { approve: false })).status).toBe(400);
    expect((await decide(request.id, { approve: false, reason: 'photo_of_photo' })).status).toBe(
      204,
    );
    expect((await decide(request.id, { approve: true })).status).toBe(409);
    expect(selfieFiles(member)).toEqual([]);
    const row = await state.ctx.app.db
      .selectFrom('verification_requests')
      .selectAll()
      .where('id', '=', Number(request.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'refused', selfie_key: null, reason: 'photo_of_photo' });
    expect(await status(member)).toMatchObject({ status: 'refused', reason: 'photo_of_photo' });
    expect(await requestOf(member)).toBeUndefined();

    const audit = await state.ctx.app.db
      .selectFrom('staff_audit')
      .select(['action', 'detail'])
      .where('action', '=', 'verification.decided')
      .where('subject_id', '=', member.profileId)
      .execute();
    expect(audit).toHaveLength(1);

    const again = (await call('POST', '/api/verification-pose.php', member.cookie)).json();
    expect(again).toMatchObject({ status: 'refused', reason: 'photo_of_photo' });
    expect(again.pose).toBeTruthy();
  });

  it('approves: the badge on cards and the profile, and the only-verified filters', async () => {
    const member = await verified({ gender: 'female' });
    expect(selfieFiles(member)).toEqual([]);
    expect(await status(member)).toMatchObject({ status: 'verified' });
    const viewer = await activeMember(state.ctx.app, { gender: 'male' });
    const plain = await memberWithPhoto({ gender: 'female' });

    const search = (
      await call('GET', '/api/search.php?verified_only=true&per_page=60', viewer.cookie)
    ).json();
    const ids = search.profiles.map((p: { id: string }) => p.id);
    expect(ids).toContain(member.profileId);
    expect(ids).not.toContain(plain.profileId);
    expect(search.profiles.every((p: { verified: boolean }) => p.verified)).toBe(true);
    const all = (await call('GET', '/api/search.php?per_page=60', viewer.cookie)).json();
    const card = (id: string) => all.profiles.find((p: { id: string }) => p.id === id);
    expect(card(member.profileId).verified).toBe(true);
    expect(card(plain.profileId).verified).toBe(false);

    const profile = (
      await call('GET', `/api/profile.php?id=${member.profileId}`, viewer.cookie)
    ).json().profile;
    expect(profile.verified).toBe(true);

    for (const url of [
      '/api/match-finder.php?verified_only=true',
      '/api/swipe.php?verified_only=true',
    ]) {
      const found = (await call('GET', url, viewer.cookie)).json().profiles as {
        id: string;
        verified: boolean;
      }[];
      expect(found.map((p) => p.id)).toContain(member.profileId);
      expect(found.map((p) => p.id)).not.toContain(plain.profileId);
    }
  });

  it('pauses the badge when the main photo changes, until a moderator confirms it', async () => {
    const member = await verified();
    await uploadPhoto(state.ctx, member.cookie, await picture(320, 320).jpeg().toBuffer());
    await state.ctx.app.jobs.drain();
    const photos = (await listPhotos(state.ctx, member.cookie)).photos;
    const other = photos.find((p) => !p.main)!;
    // A second photo that is not the main one changes nothing.
    expect((await status(member)).status).toBe('verified');

    const arranged = await state.ctx.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie: member.cookie },
      payload: { main: other.id },
    });
    expect(arranged.statusCode).toBe(200);
    expect((await status(member)).status).toBe('paused');
    const card = async () =>
      (await call('GET', `/api/profile.php?id=${member.profileId}`, member.cookie)).json().profile;
    expect((await card()).verified).toBe(false);

    const review = (await requestOf(member, 'main_photo'))!;
    expect(review.mainPhoto?.id).toBe(other.id);
    expect((await decide(review.id, { approve: true })).status).toBe(204);
    expect((await status(member)).status).toBe('verified');
    expect((await card()).verified).toBe(true);

    // The main photo removed: paused again; refused, the verification ends.
    await state.ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${other.id}`,
      headers: { cookie: member.cookie },
    });
    expect((await status(member)).status).toBe('paused');
    const second = (await requestOf(member, 'main_photo'))!;
    expect((await decide(second.id, { approve: false, reason: 'not_same_person' })).status).toBe(
      204,
    );
    expect(await status(member)).toMatchObject({ status: 'refused', reason: 'not_same_person' });
    expect((await card()).verified).toBe(false);
  });

  it('puts the waiting selfie and the verification in the data export', async () => {
    const member = await memberWithPhoto();
    await call('POST', '/api/verification-pose.php', member.cookie);
    await sendSelfie(member);
    await call('POST', '/api/data-export.php', member.cookie);
    await state.ctx.app.jobs.drain();
    const token = await mailedToken(state.ctx.app, member.email);
    const download = await call('GET', `/api/data-export.php?token=${token}`, member.cookie);
    expect(download.statusCode).toBe(200);
    const entries = await unzip(download.rawPayload);
    const selfie = [...entries.keys()].find((name) => name.startsWith('verification/selfie-'));
    expect(selfie).toBeDefined();
    expect(entries.get(selfie!)!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.verification).toEqual([
      expect.objectContaining({ kind: 'selfie', status: 'open', selfie: selfie }),
    ]);
  });
});
