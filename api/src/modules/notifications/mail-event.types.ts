// A mail event's shape, apart from how it is recorded: the job that posts a test event names
// it, and the jobs sit below the unit of work that mail-events.ts uses.

/** What the mail provider reports (POST /api/mail-events.php). */
export interface MailEvent {
  readonly id: string;
  readonly type: 'bounce' | 'complaint';
  readonly email: string;
  readonly bounce_type?: 'hard' | 'soft';
  readonly detail?: string;
}
