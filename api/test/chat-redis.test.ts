import { randomUUID } from 'node:crypto';
import type { RedisLiveHub } from '../src/modules/live/redis-live-hub';
import { activeMember, waitFor } from './helper';
import { describeWithRedis, withRedis } from './services/redis';
import { listenLive, openSocket } from './services/live-sockets';
import { useTwoInstances } from './services/two-instances';

describeWithRedis(withRedis('chat events across API instances (Redis)'), () => {
  const instances = useTwoInstances('chat');

  it('brings a message, typing and a read receipt sent on one instance to the tabs on the other', async () => {
    const { a, b, clients } = instances;
    const [sender, recipient] = [await activeMember(a.app), await activeMember(a.app)];
    const bUrl = await listenLive(b);
    const senderTab = await openSocket(bUrl, clients, sender.cookie);
    const recipientTabs = [
      await openSocket(bUrl, clients, recipient.cookie),
      await openSocket(bUrl, clients, recipient.cookie),
    ];
    await (b.live as RedisLiveHub).ready();
    const post = (cookie: string, url: string, payload: object) =>
      a.app.inject({ method: 'POST', url, payload, headers: { cookie } });

    const nonce = randomUUID();
    const sent = (
      await post(sender.cookie, '/api/chat.php', {
        profile_id: recipient.profileId,
        nonce,
        body: 'Over Redis',
      })
    ).json();
    for (const tab of recipientTabs) {
      const event = await waitFor(() => tab.events.find((e) => e.type === 'message'), 'message');
      expect(event).toMatchObject({ message: { id: sent.message.id, from_me: false } });
    }
    const own = await waitFor(() => senderTab.events.find((e) => e.type === 'message'), 'echo');
    expect(own).toMatchObject({ message: { id: sent.message.id, nonce } });

    await post(sender.cookie, '/api/chat-typing.php', { conversation_id: sent.conversation_id });
    for (const tab of recipientTabs) {
      const typing = await waitFor(() => tab.events.find((e) => e.type === 'typing'), 'typing');
      expect(typing).toMatchObject({ profile_id: sender.profileId });
    }
    expect(senderTab.events.some((e) => e.type === 'typing')).toBe(false);

    await post(recipient.cookie, '/api/chat-read.php', {
      conversation_id: sent.conversation_id,
      up_to_message_id: sent.message.id,
    });
    const receipt = await waitFor(() => senderTab.events.find((e) => e.type === 'read'), 'read');
    expect(receipt).toMatchObject({
      profile_id: recipient.profileId,
      up_to_message_id: sent.message.id,
    });
  });

  it('limits typing on every instance together: the second announcement within 2 s on the other instance is refused', async () => {
    const { a, b } = instances;
    const [sender, recipient] = [await activeMember(a.app), await activeMember(a.app)];
    const sent = (
      await a.app.inject({
        method: 'POST',
        url: '/api/chat.php',
        payload: { profile_id: recipient.profileId, nonce: randomUUID(), body: 'Typing?' },
        headers: { cookie: sender.cookie },
      })
    ).json();
    const typing = (app: typeof b, cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/chat-typing.php',
        payload: { conversation_id: sent.conversation_id },
        headers: { cookie },
      });
    expect((await typing(a.app, sender.cookie)).statusCode).toBe(200);
    const onB = await typing(b, sender.cookie);
    expect(onB.statusCode).toBe(429);
    expect(onB.json()).toMatchObject({ code: 'too_many_requests' });
    // The limit is the member's in this conversation: the partner may announce on either.
    expect((await typing(b, recipient.cookie)).statusCode).toBe(200);
    expect((await typing(a.app, recipient.cookie)).statusCode).toBe(429);
  });
});
