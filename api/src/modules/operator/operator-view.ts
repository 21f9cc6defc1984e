import { VULNERABLE_CREDITS_24H, type OperatorMessage } from '@dating/shared-contracts/api';

/** A member seems vulnerable who spent over the limit in 24 hours or writes of distress. */
export const vulnerabilityOf = (creditsSpent24h: number, distress: boolean) => ({
  flagged: creditsSpent24h > VULNERABLE_CREDITS_24H || distress,
  creditsSpent24h,
  distress,
});

export const messageOf = (
  row: {
    id: number;
    sender_profile_id: number;
    kind: 'text' | 'image' | 'gift';
    body: string | null;
    gift: string | null;
    created_at: string;
  },
  profileId: number,
): OperatorMessage => ({
  id: String(row.id),
  from: row.sender_profile_id === profileId ? 'profile' : 'member',
  kind: row.kind,
  body: row.body,
  gift: row.gift,
  createdAt: row.created_at,
});
