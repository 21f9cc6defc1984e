/**
 * Runs a task one at a time: a wake-up while it runs makes it run once more afterwards
 * (a commit that wrote jobs during a run is not missed), however many wake-ups came.
 */
export class CoalescingRunner {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly task: () => Promise<void>) {}

  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.task().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Resolves once no run is going (and none was asked for meanwhile). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
