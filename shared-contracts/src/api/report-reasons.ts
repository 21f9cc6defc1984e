/** The reasons a member may give when reporting a profile (a fixed list). */
export const REPORT_REASONS = [
  'fake_profile',
  'spam',
  'scam',
  'offensive',
  'inappropriate_photos',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
