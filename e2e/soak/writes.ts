// The writes the API acknowledged during a soak run, looked up in its database at the end:
// each must be there exactly once.
import type { Stack } from './stacks';
import type { Stats } from './stats';

/** One line per kind of write: what it is, how many were acknowledged, lost and doubled. */
export type WriteCheck = [what: string, acknowledged: number, lost: number, doubled: number];

/** The acknowledged writes, looked up in the database: [kind, acknowledged, lost, doubled]. */
export async function checkWrites(stack: Stack, stats: Stats): Promise<WriteCheck[]> {
  const inChunks = async (values: string[], sql: (marks: string) => string) => {
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < values.length; i += 500) {
      const chunk = values.slice(i, i + 500);
      rows.push(...(await stack.query(sql(chunk.map(() => '?').join(',')), chunk)));
    }
    return rows;
  };
  const count = (
    rows: Record<string, unknown>[],
    key: (row: Record<string, unknown>) => string,
  ) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return counts;
  };
  const tally = (keys: string[], counts: Map<string, number>) => [
    keys.filter((k) => !counts.get(k)).length,
    keys.filter((k) => (counts.get(k) ?? 0) > 1).length,
  ];

  // A message is the acknowledged one when its sender, nonce and id all match.
  const messageRows = await inChunks(
    stats.messages.map((m) => m.nonce),
    (marks) => `select id, sender_profile_id, nonce from messages where nonce in (${marks})`,
  );
  const messageKey = (row: Record<string, unknown>) => `${row.sender_profile_id} ${row.nonce}`;
  const stored = count(messageRows, messageKey);
  const ids = new Set(messageRows.map((row) => `${messageKey(row)} ${row.id}`));
  const messageKeys = stats.messages.map((m) => `${m.senderProfileId} ${m.nonce}`);
  const lostMessages = stats.messages.filter(
    (m) => !ids.has(`${m.senderProfileId} ${m.nonce} ${m.id}`),
  ).length;
  const doubledMessages = messageKeys.filter((k) => (stored.get(k) ?? 0) > 1).length;
  // What the database holds of a lost message's nonce, for whoever reads the finding.
  for (const m of stats.messages.filter(
    (m) => !ids.has(`${m.senderProfileId} ${m.nonce} ${m.id}`),
  )) {
    const found = messageRows.filter((row) => row.nonce === m.nonce);
    stats.note(
      `lost message ${m.id} (sender ${m.senderProfileId}, nonce ${m.nonce}): ` +
        (found.length === 0
          ? 'no row with its nonce'
          : found.map((row) => `row ${row.id} of sender ${row.sender_profile_id}`).join(', ')),
    );
  }

  const purchases = await inChunks(
    stats.payments.map((p) => `payment:${p.id}`),
    (marks) =>
      `select reference from credit_ledger where reason = 'purchase' and reference in (${marks})`,
  );
  const [lostCredits, doubledCredits] = tally(
    stats.payments.map((p) => `payment:${p.id}`),
    count(purchases, (row) => String(row.reference)),
  );
  // Beyond what the members saw: no completed payment in the database without its credits once.
  const unbalanced = await stack.query(
    `select p.id, count(l.id) as n from payments p
       left join credit_ledger l on l.reason = 'purchase' and l.reference = 'payment:' || p.id
      where p.status = 'completed' group by p.id having count(l.id) <> 1`,
  );
  const users = await inChunks(
    stats.signups,
    (marks) => `select email from users where email in (${marks})`,
  );
  const [lostSignups, doubledSignups] = tally(
    stats.signups,
    count(users, (row) => String(row.email)),
  );
  return [
    ['chat messages (text, gift, image)', stats.messages.length, lostMessages, doubledMessages],
    ['credits of completed payments', stats.payments.length, lostCredits!, doubledCredits!],
    [
      'completed payments in the database, credited != once',
      unbalanced.length,
      unbalanced.length,
      0,
    ],
    ['signups', stats.signups.length, lostSignups!, doubledSignups!],
  ];
}
