import type { OwnProfile } from '@dating/shared-contracts/api';
import { activeMember, createTestApp, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe('/api/my-profile.php: the member reads and edits every field of the own profile', () => {
  let ctx: TestContext;
  let member: Member;
  beforeEach(async () => {
    ctx = await createTestApp({ profiles: 4 });
    member = await activeMember(ctx.app, { name: 'Noor' });
  });
  afterEach(() => ctx.close());

  const get = async (who = member) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/my-profile.php',
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().profile as OwnProfile;
  };
  const put = (payload: Record<string, unknown>, who = member) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/my-profile.php',
      headers: { cookie: who.cookie },
      payload,
    });
  const interestIds = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/interests.php' });
    return (response.json().interests as { id: string }[]).map((i) => i.id);
  };
  const region = async (country: string, name: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/regions.php?country=${country}`,
    });
    const regions = response.json().regions as { id: string; name: string; cities: string[] }[];
    return regions.find((r) => r.name === name)!;
  };

  it('refuses a visitor', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/my-profile.php' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('authentication_required');
    const write = await ctx.app.inject({
      method: 'PUT',
      url: '/api/my-profile.php',
      payload: { about: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('changes the attributes, about me and interests, and others see them', async () => {
    const [first, second] = await interestIds();
    const response = await put({
      name: '  Noortje ',
      sexuality: 'bi',
      consents: { sexuality: true },
      hair_color: 'red',
      reason: 'dating',
      about: '  Ik hou van fietsen.  ',
      interest_ids: [second, first, first],
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().profile as OwnProfile;
    expect(profile).toMatchObject({
      name: 'Noortje',
      sexuality: 'bi',
      hair_color: 'red',
      reason: 'dating',
      about: 'Ik hou van fietsen.',
      interest_ids: [first, second],
    });
    expect(await get()).toEqual(profile);

    const viewer = await activeMember(ctx.app, { name: 'Viewer' });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/profile.php?id=${member.profileId}`,
      headers: { cookie: viewer.cookie },
    });
    expect(seen.json().profile).toMatchObject({
      name: 'Noortje',
      hair_color: 'red',
      about: 'Ik hou van fietsen.',
    });
    expect(seen.json().profile.interests.map((i: { id: string }) => i.id)).toEqual([first, second]);

    // null clears an attribute, an empty list clears the interests; the rest stays.
    const cleared = await put({ hair_color: null, interest_ids: [], about: '   ' });
    expect(cleared.json().profile).toMatchObject({
      hair_color: null,
      interest_ids: [],
      about: null,
      sexuality: 'bi',
    });
  });

  it('keeps the sexual orientation only with an explicit consent, erased when withdrawn', async () => {
    // Without a consent the orientation is refused at its field, and nothing else is saved.
    const refused = await put({ sexuality: 'gay', about: 'Hallo' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'sexuality', messageKey: 'consent_required' }]);
    expect(await get()).toMatchObject({
      sexuality: null,
      about: null,
      consents: { sexuality: null },
    });

    const given = ctx.clock.now.toISOString();
    const saved = await put({ sexuality: 'gay', consents: { sexuality: true } });
    expect(saved.json().profile).toMatchObject({
      sexuality: 'gay',
      consents: { sexuality: given },
    });
    // Changed later under the same consent: no new consent is asked or written.
    ctx.clock.advance(60_000);
    const changed = await put({ sexuality: 'bi' });
    expect(changed.json().profile).toMatchObject({
      sexuality: 'bi',
      consents: { sexuality: given },
    });

    // Withdrawn: the value goes with it, even when the same request names a value.
    const withdrawn = await put({ sexuality: 'bi', consents: { sexuality: false } });
    expect(withdrawn.json().profile).toMatchObject({
      sexuality: null,
      consents: { sexuality: null },
    });
    expect((await put({ sexuality: 'bi' })).statusCode).toBe(400);

    // Clearing the value ends the consent as well: choosing again asks again.
    await put({ sexuality: 'hetero', consents: { sexuality: true } });
    const cleared = await put({ sexuality: null });
    expect(cleared.json().profile).toMatchObject({
      sexuality: null,
      consents: { sexuality: null },
    });
    const history = await ctx.app.db
      .selectFrom('member_consents')
      .select(['given_at', 'withdrawn_at'])
      .where('user_id', '=', member.userId)
      .orderBy('id')
      .execute();
    expect(history).toHaveLength(2);
    expect(history.every((row) => row.withdrawn_at !== null)).toBe(true);
  });

  it('answers every bad field at once and saves nothing', async () => {
    const before = await get();
    const response = await put({
      name: '@noor',
      birth_date: '2015-02-30',
      hair_color: 'purple',
      interest_ids: ['999999'],
      about: 'Nieuw',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'name', messageKey: 'name_starts_with_at' },
        { field: 'birth_date', messageKey: 'invalid_birth_date' },
        { field: 'hair_color', messageKey: 'field_invalid' },
        { field: 'interest_ids', messageKey: 'field_invalid' },
      ]),
    );
    expect(await get()).toEqual(before);
  });

  it('keeps the rules of signup for name and birth date', async () => {
    const sameAsMail = await put({ name: member.email.toUpperCase() });
    expect(sameAsMail.json()).toMatchObject({ code: 'name_equals_email' });
    const young = new Date(ctx.clock.now);
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const tooYoung = await put({ birth_date: young.toISOString().slice(0, 10) });
    expect(tooYoung.json()).toMatchObject({
      code: 'too_young',
      fields: [{ field: 'birth_date', messageKey: 'too_young' }],
    });
    const empty = await put({ name: '   ' });
    expect(empty.json()).toMatchObject({ code: 'field_required' });
    const ok = await put({ birth_date: '1988-04-12', gender: 'female' });
    expect(ok.json().profile).toMatchObject({ birth_date: '1988-04-12', gender: 'female' });
  });

  it('keeps a position only as its nearest city', async () => {
    // A street in Utrecht, a little off the city centre.
    const response = await put({ location: { lat: 52.0937, lon: 5.1195 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      country: 'NL',
      region: 'Utrecht',
      city: 'Utrecht',
    });
    expect(response.json().profile.region_id).toBe((await region('NL', 'Utrecht')).id);
    expect(JSON.stringify(response.json())).not.toContain('52.0937');
    const stored = await ctx.app.db
      .selectFrom('profiles')
      .select(['lat', 'lon'])
      .where('id', '=', Number(member.profileId))
      .executeTakeFirstOrThrow();
    // The city centre of the place list, not the position sent.
    expect(stored).toEqual({ lat: 52.09, lon: 5.12 });
  });

  it('takes a region and a city chosen by hand, known or not', async () => {
    const bayern = await region('DE', 'Bayern');
    const known = bayern.cities[0]!;
    const response = await put({
      location: { region_id: bayern.id, city: ` ${known.toUpperCase()} ` },
    });
    expect(response.json().profile).toMatchObject({
      country: 'DE',
      region: 'Bayern',
      region_id: bayern.id,
      city: known,
    });
    const village = await put({ location: { region_id: bayern.id, city: 'Kleindorf' } });
    expect(village.json().profile).toMatchObject({ city: 'Kleindorf', region: 'Bayern' });

    const unknownRegion = await put({ location: { region_id: '999999', city: 'Ergens' } });
    expect(unknownRegion.statusCode).toBe(400);
    expect(unknownRegion.json()).toMatchObject({ code: 'field_invalid' });
    expect((await get()).city).toBe('Kleindorf');
  });

  it('changes only the own profile', async () => {
    const other = await activeMember(ctx.app, { name: 'Other' });
    await put({ about: 'Alleen van mij' });
    expect((await get(other)).about).not.toBe('Alleen van mij');
    expect((await get(other)).name).toBe('Other');
  });
});
