import { matchRoute, ownerOf } from './match-route';

it.each([
  ['/', 'mfe-members', 'index'],
  ['/members', 'mfe-members', 'members'],
  ['/members/42', 'mfe-members', 'members-id'],
  ['/members/42/chat', 'mfe-chat', 'members-id-chat'],
  ['/members/42/landing', 'mfe-landers', 'members-id-landing'],
  ['/members/42/landing2', 'mfe-landers', 'members-id-landing2'],
  ['/members/42/landing3/summer', 'mfe-landers', 'members-id-landing3'],
  ['/members/42/signup', 'mfe-account', 'members-id-signup'],
  ['/likes', 'mfe-members', 'likes'],
  ['/likes/received', 'mfe-members', 'likes-type'],
  ['/likes/m/7', 'mfe-members', 'likes-m-id'],
  ['/chats/9', 'mfe-chat', 'chats-id'],
  ['/credits/repeat-order', 'mfe-payments', 'credits-repeat-order'],
  ['/credits/3', 'mfe-payments', 'credits-id'],
  ['/credits/3/ideal', 'mfe-payments', 'credits-id'],
  ['/transactions', 'mfe-payments', 'transactions'],
  ['/transactions/5', 'mfe-payments', 'transactions'],
  ['/reset-password/do', 'mfe-account', 'reset-password-do'],
  ['/activate/done', 'mfe-account', 'activate-done'],
  ['/mail-change/do', 'mfe-account', 'mail-change-do'],
  ['/landers/tinderswipe', 'mfe-landers', 'landers-variant'],
  ['/landers/video/spring-campaign', 'mfe-landers', 'landers-variant'],
  ['/pages/faq', 'mfe-landers', 'pages-token'],
  ['/complaints', 'mfe-landers', 'complaints'],
  ['/members/', 'mfe-members', 'members'],
])('%s belongs to %s (%s)', (path, owner, name) => {
  const match = matchRoute(path);
  expect(match?.route.owner).toBe(owner);
  expect(match?.route.name).toBe(name);
});

it('gives parameters, decoded, and leaves absent optional ones out', () => {
  expect(matchRoute('/credits/3/ideal')?.params).toEqual({ id: '3', paymentmethod: 'ideal' });
  expect(matchRoute('/credits/3')?.params).toEqual({ id: '3' });
  expect(matchRoute('/landers/gallery/caf%C3%A9')?.params).toEqual({
    variant: 'gallery',
    slug: 'café',
  });
});

it('matches no route for unknown paths', () => {
  expect(ownerOf('/nope')).toBeNull();
  expect(ownerOf('/members/1/2/3/4')).toBeNull();
  expect(ownerOf('/landers')).toBeNull();
});
