import { INTEREST_ICONS } from '../profile-fields/interest-icons';

/**
 * Line icons (24×24 paths, drawn by LineIcon of ../profile-fields) of the gift catalogue
 * (GET /api/gifts.php), by slug. The profile view's gift panel (mfe-members) and the chat's
 * gift picker and gift messages (mfe-chat) draw them; each imports them from a lazy chunk.
 */
export const GIFT_ICONS: Record<string, string> = {
  rose: 'M12 3c-3 0-5 2-5 5s2 5 5 5 5-2 5-5-2-5-5-5zM9 5c2 1 4 3 3 8M12 13v8M12 17c-2-2-4-2-5-1M12 18c2-2 4-2 5-1',
  heart: 'M12 21C6 16 3 13 3 9a4.5 4.5 0 0 1 9-1 4.5 4.5 0 0 1 9 1c0 4-3 7-9 12z',
  chocolate: 'M4 8h16v11H4zM4 13h16M9.3 8v11M14.6 8v11M7 8l2-4h6l2 4',
  teddy:
    'M5 5a2.5 2.5 0 1 0 3 3M19 5a2.5 2.5 0 1 1-3 3M6 11a6 6 0 1 0 12 0 6 6 0 0 0-12 0M10 10h.01M14 10h.01M11 13h2',
  champagne: 'M7 2h5l-1 8a2.5 2.5 0 0 1-3 0zM9.5 12v8M7 21h5M15 5l2-2M17 8h3M15 11l2 2',
  ring: 'M6 14a6 6 0 1 0 12 0 6 6 0 0 0-12 0M9 4l3 4 3-4-1.5-2h-3z',
  star: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  coffee: INTEREST_ICONS.coffee!,
};

/** The icon of a gift by slug; a heart for a gift added to the catalogue later. */
export function giftIcon(slug: string): string {
  return GIFT_ICONS[slug] ?? GIFT_ICONS.heart!;
}
