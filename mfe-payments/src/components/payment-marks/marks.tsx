// The payment methods' marks, drawn here from simple shapes in each brand's recognisable
// colours and lettering: no logo files to load, license or keep up to date. Every mark is a
// 48 × 32 tile; `PaymentMark` gives it its name or hides it beside a visible one.
import type { ReactNode } from 'react';

const FONT = 'Arial, Helvetica, sans-serif';

/** A card-shaped tile: the frame every mark is drawn in. */
function Tile({ fill = '#ffffff', children }: { fill?: string; children: ReactNode }) {
  return (
    <>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill={fill} stroke="#c9c9cf" />
      {children}
    </>
  );
}

/** Bold lettering stretched to a width, so it fits whatever font the device has. */
function Word(props: {
  x: number;
  y: number;
  width: number;
  size: number;
  fill: string;
  italic?: boolean;
  children: string;
}) {
  return (
    <text
      x={props.x}
      y={props.y}
      fontFamily={FONT}
      fontSize={props.size}
      fontWeight={700}
      fontStyle={props.italic ? 'italic' : 'normal'}
      fill={props.fill}
      textLength={props.width}
      lengthAdjust="spacingAndGlyphs"
    >
      {props.children}
    </text>
  );
}

/** iDEAL: a black "i" in its rounded frame, "DEAL" in magenta. */
export const IdealMark = () => (
  <Tile>
    <rect
      x="5"
      y="6"
      width="13"
      height="20"
      rx="3"
      fill="none"
      stroke="#000000"
      strokeWidth="1.6"
    />
    <circle cx="11.5" cy="11" r="1.9" fill="#000000" />
    <rect x="10" y="14.5" width="3" height="8" fill="#000000" />
    <Word x={20} y={20.5} width={23} size={10} fill="#cc0066">
      DEAL
    </Word>
  </Tile>
);

/** Cards: VISA's blue lettering over Mastercard's red and yellow circles. */
export const CreditCardMark = () => (
  <Tile>
    <Word x={4} y={13} width={22} size={10} fill="#1a1f71" italic>
      VISA
    </Word>
    <circle cx="30" cy="20" r="7" fill="#eb001b" />
    <circle cx="38" cy="20" r="7" fill="#f79e1b" />
    <path d="M34 14.26A7 7 0 0 1 34 25.74A7 7 0 0 1 34 14.26Z" fill="#ff5f00" />
  </Tile>
);

/** PayPal: its two blue P's, the light one over the dark one. */
export const PayPalMark = () => (
  <Tile>
    <path
      d="M15 27 19 5h8.5c4.5 0 6.8 2.4 6.1 6-.8 4-4 6.3-8.6 6.3h-3.3L19.8 27ZM22.6 9.2l-1.3 6.3h2.8c2.3 0 3.9-1.2 4.3-3.2.4-2-.8-3.1-3-3.1Z"
      fill="#003087"
      fillRule="evenodd"
    />
    <path
      d="M18.5 29.5 22 10h7.5c3.6 0 5.6 2 5 5-.7 3.6-3.6 5.6-7.6 5.6h-3l-1.6 8.9Z"
      fill="#009cde"
      fillOpacity="0.85"
    />
  </Tile>
);

/** Apple Pay: a white apple and "Pay" on black. */
export const ApplePayMark = () => (
  <Tile fill="#000000">
    <ellipse cx="13" cy="18.5" rx="6.2" ry="6.6" fill="#ffffff" />
    <circle cx="13" cy="12" r="1.7" fill="#000000" />
    <circle cx="19.6" cy="17" r="2.3" fill="#000000" />
    <ellipse cx="14.6" cy="8.6" rx="1.2" ry="2.5" transform="rotate(38 14.6 8.6)" fill="#ffffff" />
    <Word x={22} y={22} width={21} size={11} fill="#ffffff">
      Pay
    </Word>
  </Tile>
);

/** A bank transfer: a bank with an arrow leaving it. */
export const BankTransferMark = () => (
  <Tile>
    <path d="M5 13 15 7l10 6Z" fill="#1e3a5f" />
    <rect x="7" y="14.5" width="2.4" height="8" fill="#1e3a5f" />
    <rect x="13.8" y="14.5" width="2.4" height="8" fill="#1e3a5f" />
    <rect x="20.6" y="14.5" width="2.4" height="8" fill="#1e3a5f" />
    <rect x="5" y="23.5" width="20" height="2.5" fill="#1e3a5f" />
    <path
      d="M29 16h13m-4-4.5 4.5 4.5-4.5 4.5"
      fill="none"
      stroke="#2e8540"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </Tile>
);

/** Direct debit (SEPA): the scheme's blue lettering with a ring of yellow stars. */
export const DirectDebitMark = () => (
  <Tile>
    <Word x={5} y={20} width={27} size={11} fill="#10298e">
      SEPA
    </Word>
    {[0, 1, 2, 3, 4].map((i) => {
      const angle = (-70 + i * 35) * (Math.PI / 180);
      return (
        <circle
          key={i}
          cx={(37 + 6 * Math.cos(angle)).toFixed(2)}
          cy={(16 + 6 * Math.sin(angle)).toFixed(2)}
          r="1.4"
          fill="#ffcc00"
        />
      );
    })}
  </Tile>
);

/** Bancontact: its dark blue and yellow interlocking bars. */
export const BancontactMark = () => (
  <Tile>
    <path d="M9 8h24l-4 8H5Z" fill="#1e3764" />
    <path d="M19 16h24l-4 8H15Z" fill="#ffd800" />
    <path d="M19 16h10l-1 2H18Z" fill="#005498" />
  </Tile>
);

/** The KBC/CBC pay button: white lettering on KBC's light blue. */
export const KbcMark = () => (
  <Tile fill="#009fe3">
    <Word x={8} y={21} width={32} size={13} fill="#ffffff">
      KBC
    </Word>
  </Tile>
);
