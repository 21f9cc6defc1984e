// The soak test's second process: two threads that spin without pause, so that both cores
// of the machine stay busy while the API serves (nice 0, as any busy neighbour would run).
import { Worker } from 'node:worker_threads';

const SPIN = 'for (;;) { Math.sqrt(Math.random()); }';
for (let i = 0; i < 2; i++) new Worker(SPIN, { eval: true });
