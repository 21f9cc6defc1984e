// The first visits the build's size report and e2e/tests/first-visit.spec.ts count: a route
// of each area, as a new visitor opens it (no site-entry cookie, logged out where the page
// shows its content to a visitor; logged in where only a member sees it), every script Chromium
// loads until the network is idle. Each visit names what it loads after the shell's boot and
// the remote's app (the parts a visitor or a member gets after first paint, the screen's own
// chunk): a chunk an import() of that request brings, or one that carries that module.

const KB = 1024;

/** What a new visitor's page loads after first paint: the site-entry warning, its texts. */
const VISITOR_PARTS = ['./site-entry-modal', 'src/site-entry/texts/nl.ts'];
/** What a member's page loads after first paint: the member chrome and session, push's controller. */
const MEMBER_PARTS = [
  './member-session',
  './member-chrome-parts',
  './push-controller',
  'src/i18n/alerts/nl.json',
];
/** A page the server painted hands its paint over to the remote (decision 0131). */
const HANDOVER = './remotes/server-paint-handover';
/** The video lander's texts and the code of the blocks its document names (decision 0182). */
const VIDEO_LANDER = [
  'src/features/lander/locales/nl.json',
  'src/features/lander/blocks/hero-video.tsx',
  'src/features/lander/blocks/gallery.tsx',
  'src/features/lander/blocks/signup-band.tsx',
];

/**
 * `unpainted`: what the page loads instead when the server has not painted it, where that is
 * more (the build counts the larger). `goal`: the line (185 KB for /members, 200 KB for every other route); `line`: what
 * the build and the journey fail over, the goal where it is reached, else the figure reached.
 */
export const FIRST_VISITS = [
  {
    path: '/members',
    owner: 'mfe-members',
    member: false,
    goal: 185 * KB,
    line: 185 * KB,
    shell: VISITOR_PARTS,
    remote: [],
  },
  {
    path: '/',
    owner: 'mfe-members',
    member: false,
    goal: 200 * KB,
    line: 200 * KB,
    shell: [...VISITOR_PARTS, HANDOVER],
    remote: ['./features/home/components/home-screen'],
  },
  {
    path: '/pricing',
    owner: 'mfe-payments',
    member: false,
    goal: 200 * KB,
    line: 200 * KB,
    shell: VISITOR_PARTS,
    remote: ['src/features/pricing/locales/nl.json'],
  },
  {
    path: '/login',
    owner: 'mfe-account',
    member: false,
    goal: 200 * KB,
    line: 200 * KB,
    shell: VISITOR_PARTS,
    remote: [],
  },
  {
    path: '/landers/video',
    owner: 'mfe-landers',
    member: false,
    goal: 200 * KB,
    line: 200 * KB,
    shell: [...VISITOR_PARTS, HANDOVER],
    remote: VIDEO_LANDER,
    // Not painted (the server gave up on its paint): no handover, the built-in lander's document.
    unpainted: { shell: VISITOR_PARTS, remote: [...VIDEO_LANDER, './video'] },
  },
  {
    path: '/members',
    owner: 'mfe-members',
    member: true,
    goal: 185 * KB,
    line: 193 * KB,
    shell: MEMBER_PARTS,
    remote: [],
  },
  {
    path: '/chats',
    owner: 'mfe-chat',
    member: true,
    goal: 200 * KB,
    line: 200 * KB,
    shell: MEMBER_PARTS,
    remote: [],
  },
];

/** "a new visitor" or "a new member's", for messages. */
export const whoVisits = (visit) => (visit.member ? 'a logged-in member' : 'a new visitor');
