// The soak test's traffic, as people make it: members who sign up, activate through the
// mail, log in (now and then with a wrong password first), search, open profiles, like,
// chat live with texts, gifts and images, buy credits and reset their password; visitors on
// landers and static pages; and someone sending the fuzz test's bad requests.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type WebSocket from 'ws';
import { buildCase, operationsOf, prng, type OpenApiDocument } from '../../api/test/fuzz-cases';
import { E2E_FIXTURES_DIR } from '../paths.mjs';
import { jsonOf, Person, type Answer } from './client';
import type { Mailbox } from './mailbox';
import type { Stats } from './stats';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** A pause as a person takes between two clicks. */
const think = (min = 400, max = 2500) => sleep(min + Math.random() * (max - min));
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

const NAMES = ['Anouk', 'Bram', 'Daan', 'Emma', 'Fleur', 'Jesse', 'Lotte', 'Milan', 'Noor', 'Sem'];
const LANDERS = ['alonetonight', 'gallery', 'video', 'tinderswipe', 'maplanding', 'iconslanding'];
const PAGES = ['/pages/faq', '/pages/privacy', '/pages/terms', '/', '/login', '/signup'];
const IMAGE = fs.readFileSync(path.join(E2E_FIXTURES_DIR, 'portrait.jpg'));

/** What every journey of one run shares. */
export interface World {
  base: URL;
  stats: Stats;
  mail: Mailbox;
  /** When the journeys stop starting new steps. */
  until: number;
  /** Profiles of members online now: chat partners for the others. */
  online: Set<string>;
  /** Profiles seen in search results (the seed's members among them). */
  known: string[];
  /** Messages received live, over the members' sockets. */
  live: { received: number; reconnects: number };
}

const running = (world: World) => Date.now() < world.until;
/** How long a member waits for a mail: a minute, less near the end of the run. */
const mailWait = (world: World) =>
  Math.max(5_000, Math.min(60_000, world.until + 20_000 - Date.now()));

/** A request that a member's screen retries once when no answer came (same nonce, same key). */
async function retried(send: () => Promise<Answer>): Promise<Answer> {
  const first = await send();
  if (first.status !== 0) return first;
  await sleep(1000);
  return send();
}

/** Waits out a rate limit or a login delay (at most 10 s) and asks again, once. */
async function patient(send: () => Promise<Answer>): Promise<Answer> {
  const first = await send();
  if (first.status !== 429) return first;
  const seconds = Number(jsonOf<{ seconds?: number }>(first).seconds ?? 2);
  await sleep(Math.min(10, Math.max(1, seconds)) * 1000);
  return send();
}

class Member {
  readonly person: Person;
  readonly email: string;
  // Strong, and free of the member's name and e-mail address (the API refuses those).
  password = `Lente-${randomUUID().slice(0, 12)}-wachtwoord`;
  profileId = '';
  private socket: WebSocket | undefined;
  private connected = false;
  private tokens = new Set<string>();

  constructor(
    private readonly world: World,
    n: number,
  ) {
    this.person = new Person(world.base, world.stats);
    this.email = `soak-${world.stats.startedAt}-${n}@example.nl`;
  }

  async signUp(): Promise<boolean> {
    const { person, world } = this;
    await person.get(`/landers/${pick(LANDERS)}`, 'pages');
    const signup = await patient(() =>
      person.post('/api/signup.php', 'signup', {
        email: this.email,
        name: pick(NAMES),
        password: this.password,
        date_of_birth: '1991-06-14',
      }),
    );
    if (!ok(signup)) return false;
    world.stats.signups.push(this.email);
    const token = await world.mail.token(this.email, '/api/activate.php', mailWait(world));
    if (!token) {
      world.stats.note('activation mail not received in time');
      return false;
    }
    this.tokens.add(token);
    const activation = await person.get(
      `/api/activate.php?token=${encodeURIComponent(token)}`,
      'signup',
    );
    return activation.headers.location === '/activate/done';
  }

  async logIn(): Promise<boolean> {
    const { person } = this;
    // Some members mistype their password first.
    if (Math.random() < 0.3) {
      await person.post('/api/user.php', 'login', { email: this.email, password: 'verkeerd-1' });
      await think();
    }
    const login = await patient(() =>
      person.post('/api/user.php', 'login', { email: this.email, password: this.password }),
    );
    const id = jsonOf<{ user?: { profile?: { id: string } } }>(login).user?.profile?.id;
    // A member's profile keeps its id: a login that got no answer (an instance killed) must
    // not leave the member nameless, or its next acknowledged messages look lost.
    if (id) this.profileId = id;
    return ok(login) && id !== undefined;
  }

  /**
   * The live channel while logged in, opened again after it drops (a killed instance) as a
   * page does; `logOut` ends it first, so that only unexpected drops count as reconnects.
   */
  async connect(): Promise<void> {
    const { world } = this;
    this.connected = true;
    const socket = await this.person.live((event) => {
      if (event.type === 'message' && !event.message?.from_me) world.live.received += 1;
    });
    if (!this.connected) return void socket?.close();
    this.socket = socket;
    const again = (why: string) => {
      if (!running(world) || !this.connected) return;
      world.live.reconnects += 1;
      world.stats.note(`live channel ${why}`);
      void sleep(500 + Math.random() * 1500).then(async () => {
        if (this.connected) await this.connect();
      });
    };
    if (socket) socket.once('close', (code) => again(`closed (${code}), reconnected`));
    else again('refused, tried again');
  }

  async logOut(): Promise<void> {
    this.connected = false;
    this.socket?.close();
    this.socket = undefined;
    await this.person.get('/api/logout.php', 'login');
  }

  async buyCredits(): Promise<void> {
    const { person, world } = this;
    const offer = jsonOf<{ packages?: { id: string }[] }>(
      await person.get('/api/credits.php', 'payment'),
    );
    const pkg = offer.packages?.[0];
    if (!pkg) return;
    const key = `soak-${randomUUID()}`;
    const created = await retried(() =>
      person.post('/api/payment.php', 'payment', {
        package_id: pkg.id,
        method: 'ideal',
        idempotency_key: key,
        consent_immediate: true,
        consent_withdrawal_terms: true,
      }),
    );
    const { payment, checkout_url: checkout } = jsonOf<{
      payment?: { id: string };
      checkout_url?: string;
    }>(created);
    if (!payment || !checkout) return;
    await think();
    // The provider's page, where the member pays; its webhook then reaches the API.
    await person.request('POST', checkout, {
      group: 'payment',
      body: 'status=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    for (let i = 0; i < 15; i++) {
      await sleep(2000);
      // A member still waiting when the run ends is not counted either way.
      if (!running(world)) return;
      const status = jsonOf<{ payment?: { status: string; credits: number } }>(
        await person.get(`/api/payment.php?id=${payment.id}`, 'payment'),
      ).payment;
      if (status?.status === 'completed') {
        world.stats.payments.push({ id: payment.id, credits: status.credits });
        return;
      }
    }
    world.stats.note('payment paid at the provider, not completed within 30 s');
  }

  /** Someone to write to or look at: a member online now, else someone from a search. */
  partner(): string | undefined {
    const others = [...this.world.online].filter((id) => id !== this.profileId);
    if (others.length > 0 && Math.random() < 0.7) return pick(others);
    return this.world.known.length > 0 ? pick(this.world.known) : undefined;
  }

  /** One message (text, gift or image); an acknowledged one is checked in the database. */
  async chat(kind: 'text' | 'gift' | 'image', gifts: string[]): Promise<void> {
    const { person, world } = this;
    const to = this.partner();
    if (!to) return;
    const nonce = randomUUID();
    let sent: Answer;
    if (kind === 'image') {
      sent = await retried(() =>
        person.upload(
          `/api/chat-image.php?profile_id=${to}&nonce=${nonce}`,
          'chat image',
          'image',
          IMAGE,
          'image/jpeg',
        ),
      );
    } else {
      const content =
        kind === 'gift' && gifts.length > 0
          ? { gift_id: pick(gifts) }
          : { body: `Hoi! ${randomUUID().slice(0, 8)}` };
      sent = await retried(() =>
        person.post('/api/chat.php', kind === 'gift' ? 'chat gift' : 'chat text', {
          profile_id: to,
          nonce,
          ...content,
        }),
      );
    }
    const message = jsonOf<{ message?: { id: string } }>(sent).message;
    if (sent.status === 201 && message) {
      world.stats.messages.push({ senderProfileId: this.profileId, nonce, id: message.id });
    }
  }

  async resetPassword(): Promise<void> {
    const { person, world } = this;
    await this.logOut();
    const asked = await patient(() =>
      person.post('/api/reset-password.php', 'reset', { email: this.email }),
    );
    if (!ok(asked)) return;
    const token = await world.mail.token(
      this.email,
      '/reset-password/do',
      mailWait(world),
      this.tokens,
    );
    if (!token) {
      world.stats.note('reset mail not received in time');
      return;
    }
    this.tokens.add(token);
    const password = `Zomer-${randomUUID().slice(0, 12)}-nieuw`;
    const reset = await person.put('/api/reset-password.php', 'reset', {
      token,
      password,
      password_repeat: password,
    });
    if (ok(reset)) this.password = password;
    if (await this.logIn()) await this.connect();
  }

  close(): void {
    this.connected = false;
    this.socket?.close();
    this.person.close();
  }
}

/**
 * One member after another in this slot: each signs up, stays for a while doing what
 * members do, and leaves; the next one then signs up.
 */
export async function memberSlot(world: World, slot: number, gifts: string[]): Promise<void> {
  for (let n = 0; running(world); n++) {
    const member = new Member(world, slot * 10_000 + n);
    try {
      if (!(await member.signUp())) {
        // A person whose signup failed tries again after a while, not at once.
        await think();
        continue;
      }
      await think();
      await member.person.get('/api/logout.php', 'login');
      if (!(await member.logIn())) continue;
      await member.connect();
      world.online.add(member.profileId);
      if (Math.random() < 0.5) await member.buyCredits();
      const actions = 15 + Math.floor(Math.random() * 30);
      for (let i = 0; i < actions && running(world); i++) {
        await think();
        const roll = Math.random();
        const { person } = member;
        if (roll < 0.25) {
          const found = jsonOf<{ profiles?: { id: string }[] }>(
            await person.get(`/api/search.php?page=${1 + Math.floor(Math.random() * 3)}`, 'search'),
          );
          for (const profile of found.profiles ?? []) {
            if (world.known.length < 500) world.known.push(profile.id);
          }
        } else if (roll < 0.45) {
          const id = member.partner();
          if (id) await person.get(`/api/profile.php?id=${id}`, 'profile');
        } else if (roll < 0.55) {
          const id = member.partner();
          if (id) await person.post('/api/like.php', 'like', { profile_id: id });
        } else if (roll < 0.75) await member.chat('text', gifts);
        else if (roll < 0.8) await member.chat('gift', gifts);
        else if (roll < 0.85) await member.chat('image', gifts);
        else if (roll < 0.95) {
          await person.get('/api/chats.php', 'chats');
          await person.get('/api/likes.php', 'chats');
        } else if (roll < 0.98) await member.resetPassword();
        else await member.buyCredits();
      }
      world.online.delete(member.profileId);
      await member.logOut();
    } catch (error) {
      // An answer of an unexpected shape ends this member's visit, not the run.
      world.stats.note(`a member's journey broke off: ${(error as Error).message}`);
    } finally {
      world.online.delete(member.profileId);
      member.close();
    }
  }
}

/** A visitor who has not signed up: landers, static pages, a search, the settings. */
export async function visitorSlot(world: World): Promise<void> {
  while (running(world)) {
    const person = new Person(world.base, world.stats);
    for (let i = 0; i < 10 && running(world); i++) {
      const lander = pick(LANDERS);
      const roll = Math.random();
      if (roll < 0.3) await person.get(`/landers/${lander}`, 'pages');
      else if (roll < 0.45) await person.get(`/api/lander.php?name=${lander}`, 'pages');
      else if (roll < 0.75) await person.get(pick(PAGES), 'pages');
      else if (roll < 0.9) await person.get('/api/settings.php', 'pages');
      else await person.get('/api/search.php', 'search');
      await think(1000, 4000);
    }
    person.close();
  }
}

/**
 * Bad requests built from the OpenAPI document as the fuzz test builds them (api/test/
 * fuzz-cases.ts), half as a visitor and half as a logged-in member; a new address for each
 * hundred, as a scanner behind several addresses would.
 */
export async function badRequestSlot(world: World, seed: number): Promise<void> {
  const random = prng(seed);
  const setup = new Person(world.base, world.stats);
  const document = jsonOf<OpenApiDocument>(await setup.get('/api/openapi.json', 'bad requests'));
  setup.close();
  // The push service's stand-in (test-push-service) is no route of the product.
  const operations = document.paths
    ? operationsOf(document).filter((o) => !o.path.includes('test-push-service'))
    : [];
  if (operations.length === 0) return world.stats.note('bad requests: no OpenAPI document');
  for (let index = 0; running(world); index++) {
    const person = new Person(world.base, world.stats);
    const member = random.next() < 0.5;
    if (member) {
      const login = await person.post('/api/user.php', 'login', {
        email: 'demo@example.nl',
        password: 'demo-password-1',
      });
      if (!ok(login)) world.stats.note('bad requests: the demo member could not log in');
    }
    for (let i = 0; i < 100 && running(world); i++) {
      const request = buildCase(random.pick(operations), random, 1 + random.int(27));
      await person.request(request.method, request.url, {
        group: 'bad requests',
        headers: request.headers,
        ...(request.payload !== undefined ? { body: request.payload } : {}),
      });
      await think(100, 500);
    }
    person.close();
  }
}
