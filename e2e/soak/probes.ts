// An orchestrator's view of the instances: readiness and liveness asked every second,
// straight at each instance, with the flips between up and down counted and logged.
import type { Stats } from './stats';

const KINDS = ['ready', 'health'] as const;

interface Probe {
  up: boolean | undefined;
  flips: number;
  downSeconds: number;
  busy: boolean;
}

export class Probes {
  private readonly probes = new Map<string, Probe>();
  readonly events: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly stats: Stats,
    private readonly instances: () => { id: string; port: number }[],
  ) {}

  private async ask(id: string, port: number, kind: (typeof KINDS)[number]): Promise<void> {
    const key = `${id} ${kind}`;
    const probe = this.probes.get(key) ?? { up: undefined, flips: 0, downSeconds: 0, busy: false };
    this.probes.set(key, probe);
    // A probe still waiting for its answer is not asked again (its deadline is 2 s).
    if (probe.busy) return;
    probe.busy = true;
    let answer: string;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/${kind}`, {
        signal: AbortSignal.timeout(2000),
      });
      const text = await response.text();
      // A refusal says why (readiness names the check that failed).
      answer = response.ok ? '200' : `${response.status} ${text.slice(0, 120)}`;
    } catch (error) {
      answer = (error as Error).name === 'TimeoutError' ? 'no answer in 2 s' : 'refused';
    }
    probe.busy = false;
    const up = answer === '200';
    if (!up) probe.downSeconds += 1;
    const event = `${this.stats.elapsed()} s: ${key} ${up ? 'up' : `down (${answer})`}`;
    if (probe.up !== undefined && probe.up !== up) {
      probe.flips += 1;
      this.events.push(event);
    } else if (probe.up === undefined && !up) this.events.push(`${event} at the first probe`);
    probe.up = up;
  }

  start(): void {
    this.timer = setInterval(() => {
      for (const { id, port } of this.instances()) {
        for (const kind of KINDS) void this.ask(id, port, kind);
      }
    }, 1000);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One line per probe: flips and seconds down. */
  summary(): string[] {
    return [...this.probes].map(
      ([key, probe]) =>
        `${key}: ${probe.flips} flips, down ${probe.downSeconds} s, ${probe.up ? 'up' : 'DOWN'} at the end`,
    );
  }
}
