// The "members" of the lander videos: flat portrait drawings of made-up people, each in a
// place of their own, drawn as SVG so the videos need no photo from anywhere.

/** Five made-up members: skin, hair colour and cut, top, and the place of the "photo". */
export const PEOPLE = [
  { skin: '#f2c9a8', hair: '#3b2416', cut: 'long', top: '#d42f4e', place: 'beach' },
  { skin: '#c98e65', hair: '#161012', cut: 'short', top: '#2f6fd4', place: 'city' },
  { skin: '#f6d8c2', hair: '#c7893e', cut: 'bun', top: '#3a9d6b', place: 'park' },
  { skin: '#8d5a3b', hair: '#1c1410', cut: 'curly', top: '#e0a030', place: 'cafe' },
  { skin: '#e8b48f', hair: '#6b3a1e', cut: 'bob', top: '#6b4fa8', place: 'sunset' },
];

/** The backdrop of a "photo", filling `w` x `h`. */
export function placeSvg(place, w, h) {
  const horizon = h * 0.62;
  switch (place) {
    case 'beach':
      return `<rect width="${w}" height="${h}" fill="#9fd3f0"/>
        <circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h * 0.09}" fill="#fff3b0"/>
        <rect y="${horizon}" width="${w}" height="${h * 0.14}" fill="#3f8fc4"/>
        <rect y="${horizon + h * 0.14}" width="${w}" height="${h}" fill="#f1d9a6"/>`;
    case 'city': {
      const towers = Array.from({ length: 12 }, (_, i) => {
        const tw = w / 12;
        const th = h * (0.25 + ((i * 37) % 23) / 50);
        return `<rect x="${i * tw}" y="${h - th}" width="${tw - 6}" height="${th}" fill="#2b2d52"/>`;
      }).join('');
      return `<rect width="${w}" height="${h}" fill="#f0a27a"/>
        <rect width="${w}" height="${h * 0.5}" fill="#7d6bb3" opacity="0.6"/>${towers}`;
    }
    case 'park':
      return `<rect width="${w}" height="${h}" fill="#cfeccf"/>
        <circle cx="${w * 0.15}" cy="${horizon}" r="${h * 0.22}" fill="#6fb86f"/>
        <circle cx="${w * 0.85}" cy="${horizon - h * 0.05}" r="${h * 0.26}" fill="#5aa55a"/>
        <rect y="${horizon}" width="${w}" height="${h}" fill="#8fcf7a"/>`;
    case 'cafe':
      return `<rect width="${w}" height="${h}" fill="#6e4a36"/>
        <rect x="${w * 0.06}" y="${h * 0.12}" width="${w * 0.3}" height="${h * 0.45}" fill="#f3d8a7" opacity="0.8"/>
        <circle cx="${w * 0.7}" cy="${h * 0.12}" r="${h * 0.05}" fill="#ffd36b"/>
        <circle cx="${w * 0.9}" cy="${h * 0.18}" r="${h * 0.04}" fill="#ffd36b"/>`;
    default:
      return `<rect width="${w}" height="${h}" fill="#f7a072"/>
        <rect width="${w}" height="${h * 0.45}" fill="#e76f86" opacity="0.55"/>
        <circle cx="${w * 0.5}" cy="${horizon}" r="${h * 0.16}" fill="#ffd27a"/>
        <ellipse cx="${w * 0.5}" cy="${h}" rx="${w * 0.8}" ry="${h * 0.42}" fill="#8a4a6b"/>`;
  }
}

function hairBehind({ hair, cut }) {
  if (cut === 'long')
    return `<path d="M70 150 Q55 330 95 370 L205 370 Q245 330 230 150 Z" fill="${hair}"/>`;
  if (cut === 'bob') return `<rect x="78" y="95" width="144" height="170" rx="60" fill="${hair}"/>`;
  if (cut === 'curly') {
    return [0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map((i) => {
        const angle = Math.PI * (0.95 + i * 0.14);
        return `<circle cx="${150 + Math.cos(angle) * 78}" cy="${150 + Math.sin(angle) * 78}" r="34" fill="${hair}"/>`;
      })
      .join('');
  }
  return '';
}

function hairTop({ hair, cut }) {
  const cap = `<path d="M88 150 Q86 78 150 76 Q214 78 212 150 Q182 110 150 112 Q118 110 88 150 Z" fill="${hair}"/>`;
  if (cut === 'bun') return `${cap}<circle cx="150" cy="62" r="26" fill="${hair}"/>`;
  return cap;
}

/** A member's head and shoulders in a 300 x 400 box. */
export function personSvg(person) {
  const { skin, top } = person;
  return `${hairBehind(person)}
    <path d="M20 400 Q30 290 150 280 Q270 290 280 400 Z" fill="${top}"/>
    <rect x="125" y="215" width="50" height="80" rx="22" fill="${skin}"/>
    <ellipse cx="150" cy="160" rx="62" ry="76" fill="${skin}"/>
    ${hairTop(person)}
    <ellipse cx="127" cy="165" rx="6" ry="7" fill="#2a1c1c"/>
    <ellipse cx="173" cy="165" rx="6" ry="7" fill="#2a1c1c"/>
    <circle cx="115" cy="190" r="10" fill="#e8707a" opacity="0.3"/>
    <circle cx="185" cy="190" r="10" fill="#e8707a" opacity="0.3"/>
    <path d="M130 200 Q150 218 170 200" stroke="#8c3b3b" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

/** A member's "photo" filling `w` x `h`: the place, and the person standing in its middle. */
export function memberPhotoSvg(person, w, h) {
  const size = h / 400;
  const x = (w - 300 * size) / 2;
  return `${placeSvg(person.place, w, h)}
    <g transform="translate(${x} ${h * 0.04}) scale(${size * 0.96})">${personSvg(person)}</g>`;
}
