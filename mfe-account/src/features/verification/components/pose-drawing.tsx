import type { VerificationPose } from '@dating/shared-contracts/api';
import { theme } from '@dating/shared-contracts';

/**
 * What each pose adds to the head and shoulders: a raised arm and hand, drawn with strokes
 * in a 120 × 120 box. Simple line drawings: they show the gesture, not a person.
 */
const GESTURES: Record<VerificationPose, string> = {
  // An open hand held up beside the head, fingers spread.
  hand_raised:
    'M88 104 L92 62 M92 62 L84 40 M92 62 L90 36 M92 62 L97 37 M92 62 L103 41 M92 62 L108 54',
  // A fist in front of the chest, thumb pointing up.
  thumbs_up: 'M84 108 L80 80 M72 80 h16 v12 h-16 z M80 80 L80 64',
  // Two fingers up in a V beside the face.
  peace_sign: 'M88 104 L92 66 M92 66 L84 40 M92 66 L100 40 M92 66 L96 70',
  // A palm laid against the cheek.
  hand_on_cheek: 'M80 108 L76 74 M76 74 L74 54 M76 74 L70 56 M76 74 L79 55',
  // An index finger pointing straight up.
  pointing_up: 'M88 104 L92 60 M92 60 L92 30 M88 60 h8 v8 h-8 z',
  // Thumb and finger in a ring, the other fingers up.
  ok_sign:
    'M88 104 L92 66 M92 58 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 M95 55 L98 38 M97 58 L104 42',
};

/** The drawn pose a selfie is taken in; `label` is what it shows, for screen readers. */
export function PoseDrawing({ pose, label }: { pose: VerificationPose; label: string }) {
  return (
    <svg viewBox="0 0 120 120" width={160} height={160} role="img" aria-label={label}>
      <rect width="120" height="120" rx="12" fill={theme.colors.background} />
      <g
        fill="none"
        stroke={theme.colors.text}
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {/* Head and shoulders, the same for every pose. */}
        <circle cx="50" cy="46" r="18" />
        <path d="M18 112 C20 84 34 72 50 72 C66 72 80 84 82 112" />
        <path d={GESTURES[pose]} stroke={theme.colors.primary} />
      </g>
    </svg>
  );
}
