import { BehaviorSubject } from 'rxjs';
import type { LiveStatus } from './live-channel';

/**
 * The page's live channel status: the member session writes it, the member chrome shows it.
 * Both come in the member's chunk, which a visitor's first visit never loads, so it lives
 * here rather than in the session store (every byte of a first visit counts, decision 0013).
 */
export const liveStatus$ = new BehaviorSubject<LiveStatus>('stopped');
