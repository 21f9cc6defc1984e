import type { LanderMember, ProfileCard } from '@dating/shared-contracts/api';

/** A member as GET /api/lander-member.php answers; override what a test cares about. */
export const aLanderMember = (overrides: Partial<LanderMember> = {}): LanderMember => ({
  id: '42',
  name: 'Sanne',
  age: 34,
  gender: 'female',
  city: 'Amersfoort',
  region: 'Utrecht',
  country: 'NL',
  main_image: {
    url: '/media/p/42.jpg',
    square_url: '/media/p/42_m.jpg',
    thumb_url: '/media/p/42_t.jpg',
  },
  fields: [
    { key: 'reason', value: 'relationship' },
    { key: 'body_type', value: 'athletic' },
  ],
  about: 'Ik hou van lange wandelingen langs de Eem.',
  interests: [{ slug: 'cooking', name: 'Cooking' }],
  locked_photos: [{ thumb_url: '/media/p/43_t.jpg' }, { thumb_url: '/media/p/44_t.jpg' }],
  photo_count: 3,
  fictional: false,
  ...overrides,
});

/** A card of the member search. */
export const aCard = (id: string, name: string, age = 33): ProfileCard => ({
  id,
  name,
  age,
  gender: 'female',
  city: 'Utrecht',
  region: 'Utrecht',
  country: 'NL',
  main_image: { url: `/media/p/${id}.jpg`, thumb_url: `/media/p/${id}_t.jpg` },
  distance: null,
});
