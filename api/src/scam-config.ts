import type { ConfigReaders } from './config-readers';

/** Where the scam checks draw their lines (decision 0170). */
export interface ScamConfig {
  /** From this score (0-100) a first message or profile goes to the moderators (SCAM_REVIEW_SCORE). */
  readonly scamReviewScore: number;
  /** From this score a first message waits for a moderator before its recipient sees it (SCAM_HOLD_SCORE). */
  readonly scamHoldScore: number;
}

export function scamConfig({ int, problems }: ConfigReaders): ScamConfig {
  const scamReviewScore = int('SCAM_REVIEW_SCORE', 50, 1, 100);
  const scamHoldScore = int('SCAM_HOLD_SCORE', 80, 1, 100);
  if (scamHoldScore < scamReviewScore) {
    problems.push('SCAM_HOLD_SCORE must be at least SCAM_REVIEW_SCORE');
  }
  return { scamReviewScore, scamHoldScore };
}
