// The floor for `npm run bench:chat`: a bare relay over `ws` with no database, no session and
// no rule. It answers the bench's own requests only: POST /bench/members (cookie to profile
// id), POST /api/chat.php (relays the message as the API's live event to the recipient's
// sockets and the sender's own, as the API does) and the sockets of GET /api/live.php, known
// by their cookie. PORT from the environment; GET /api/health answers when it listens.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const profileOfCookie = new Map();
/** The open sockets of each profile. */
const socketsOf = new Map();
let nextId = 0;

function readJson(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function answer(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function deliver(profileId, event) {
  const frame = JSON.stringify(event);
  for (const socket of socketsOf.get(profileId) ?? []) socket.send(frame);
}

const server = http.createServer(async (request, response) => {
  try {
    if (request.method === 'GET' && request.url === '/api/health') return answer(response, 200, {});
    if (request.method === 'POST' && request.url === '/bench/members') {
      for (const { cookie, profileId } of await readJson(request)) {
        profileOfCookie.set(cookie, profileId);
      }
      return answer(response, 200, { members: profileOfCookie.size });
    }
    if (request.method === 'POST' && request.url === '/api/chat.php') {
      const from = profileOfCookie.get(request.headers.cookie);
      const { profile_id: to, nonce, body } = await readJson(request);
      if (from === undefined) return answer(response, 401, {});
      const message = { id: String((nextId += 1)), nonce, body };
      const event = (mine) => ({
        type: 'message',
        profile_id: from,
        message: { ...message, from_me: mine },
      });
      deliver(to, event(false));
      deliver(from, event(true));
      return answer(response, 200, { conversation_id: '1', message });
    }
    answer(response, 404, {});
  } catch {
    answer(response, 400, {});
  }
});

const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });
server.on('upgrade', (request, socket, head) => {
  const profileId = profileOfCookie.get(request.headers.cookie);
  if (request.url !== '/api/live.php' || profileId === undefined) return socket.destroy();
  sockets.handleUpgrade(request, socket, head, (ws) => {
    let mine = socketsOf.get(profileId);
    if (!mine) socketsOf.set(profileId, (mine = new Set()));
    mine.add(ws);
    ws.on('close', () => mine.delete(ws));
    ws.on('error', () => undefined);
  });
});

server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
