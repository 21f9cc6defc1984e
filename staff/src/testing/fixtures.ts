import type {
  QueueItem,
  QueueItemDetail,
  QueueResponse,
  StaffMe,
} from '@dating/shared-contracts/api';

export const aStaffMember = (overrides: Partial<StaffMe> = {}): StaffMe => ({
  id: '7',
  email: 'mia@liefdevol.nl',
  name: 'Mia de Vries',
  roles: ['moderator'],
  ...overrides,
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const aQueueItem = (overrides: Partial<QueueItem> = {}): QueueItem => ({
  id: '101',
  kind: 'profile_report',
  createdAt: minutesAgo(12),
  source: 'member',
  subject: { profileId: '5001', name: 'Sanne' },
  reason: 'fake_profile',
  holder: null,
  leaseExpiresAt: null,
  ...overrides,
});

/** Three open items, oldest first: a photo (2 d), a message report (3 h), a profile report (12 min). */
export const aQueue = (overrides: Partial<QueueResponse> = {}): QueueResponse => ({
  items: [
    aQueueItem({
      id: '201',
      kind: 'photo',
      reason: 'pending_photo',
      source: 'upload',
      createdAt: minutesAgo(2 * 24 * 60 + 5),
      subject: { profileId: '5003', name: 'Joris' },
    }),
    aQueueItem({
      id: '202',
      kind: 'message_report',
      reason: 'scam',
      createdAt: minutesAgo(3 * 60 + 10),
      subject: { profileId: '5002', name: 'Kees' },
      holder: { id: '9', name: 'Ahmed' },
    }),
    aQueueItem({ id: '203' }),
  ],
  counts: { photo: 1, message_report: 1, profile_report: 1 },
  oldestAgeSeconds: (2 * 24 * 60 + 5) * 60,
  ...overrides,
});

export const anItemDetail = (overrides: Partial<QueueItemDetail> = {}): QueueItemDetail => ({
  item: aQueueItem({
    id: '202',
    kind: 'message_report',
    reason: 'scam',
    subject: { profileId: '5002', name: 'Kees' },
  }),
  statement: 'Hij vroeg om geld voor een vliegticket.',
  notice: null,
  profile: {
    id: '5002',
    name: 'Kees',
    age: 44,
    city: 'Utrecht',
    about: 'Ik hou van <b>wandelen</b> en koken.',
    state: 'active',
    photos: [
      { id: '61', url: '/staff-api/photos/61', status: 'active' },
      { id: '62', url: '/staff-api/photos/62', status: 'pending' },
    ],
  },
  photoId: '62',
  context: [
    {
      id: '901',
      from: 'reporter',
      text: 'Hoi, hoe gaat het?',
      sentAt: '2026-11-30T09:00:00.000Z',
      reported: false,
    },
    {
      id: '902',
      from: 'subject',
      text: 'Kun je me 500 euro sturen? <script>alert(1)</script>',
      sentAt: '2026-11-30T09:05:00.000Z',
      reported: true,
    },
  ],
  decisions: [
    {
      id: '71',
      action: 'hide_profile',
      ground: 'spam',
      decidedAt: '2026-10-01T12:00:00.000Z',
      decidedBy: 'Ahmed',
      reversed: true,
    },
  ],
  appeal: null,
  ...overrides,
});
