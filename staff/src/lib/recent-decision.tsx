import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { UNDO_SECONDS, type QueueKind } from '@dating/shared-contracts/api';

/** The decision its maker may still take back, shown after the console moved on. */
export interface RecentDecision {
  readonly decisionId: string;
  readonly itemId: string;
  readonly kind: QueueKind | null;
  /** When undoing stops, on this browser's clock. */
  readonly deadline: number;
}

interface RecentDecisionState {
  readonly decision: RecentDecision | null;
  readonly show: (decision: Omit<RecentDecision, 'deadline'>, undoUntil: string) => void;
  readonly clear: () => void;
}

const Context = createContext<RecentDecisionState | null>(null);

/**
 * The server's `undoUntil` read on this browser's clock: its time left, unless the clocks
 * disagree so much that it is none or more than the rule allows; then the rule's full time
 * (the server decides in the end, answering undo_expired).
 */
export function undoDeadline(undoUntil: string, now: number): number {
  const left = Date.parse(undoUntil) - now;
  const full = UNDO_SECONDS * 1000;
  return now + (left > 0 && left <= full ? left : full);
}

export function RecentDecisionProvider({ children }: { children: ReactNode }) {
  const [decision, setDecision] = useState<RecentDecision | null>(null);
  const value = useMemo<RecentDecisionState>(
    () => ({
      decision,
      show: (made, undoUntil) =>
        setDecision({ ...made, deadline: undoDeadline(undoUntil, Date.now()) }),
      clear: () => setDecision(null),
    }),
    [decision],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useRecentDecision(): RecentDecisionState {
  const state = useContext(Context);
  if (!state) throw new Error('useRecentDecision needs a RecentDecisionProvider');
  return state;
}
