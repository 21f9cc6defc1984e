// A colour written as a value in front-end source (a hex code, rgb()/hsl() and their kin,
// or a CSS colour name in a style or an SVG paint) is a lint error: colours are theme tokens,
// named for their role, so one change of the brand reaches every screen (decision 0150).

/** The files where colours are written as values: the tokens themselves. */
export const COLOUR_TOKEN_FILES = [
  // tokens.ts (the brand palette), colour-tokens.ts, depth-tokens.ts (shadows and shades)
  'shared-contracts/src/theme/*tokens.ts',
  'mfe-landers/src/theme/lander-tokens.ts',
];

/** Artwork whose colours are someone else's brand, drawn as its owner prescribes. */
export const BRAND_ARTWORK = ['mfe-payments/src/components/payment-marks/**'];

// CSS's named colours, without `transparent` and `currentColor` (they carry no hue of their own).
const NAMED = [
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue',
  'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk',
  'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki',
  'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen',
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue',
  'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite',
  'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki',
  'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan',
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen',
  'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen',
  'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen',
  'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream',
  'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid',
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum',
  'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown',
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen',
  'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow',
  'yellowgreen',
]
  .join(' ')
  .split(' ');

// A hex colour not inside a word or a URL fragment (`#main`, `url(#glow)` are not colours).
const HEX = String.raw`(^|[^\w#&(-])#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![\w-])`;
const FUNCTION = String.raw`\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(`;
const NAME = String.raw`(^|[\s,(])(${NAMED.join('|')})($|[\s,)])`;
// Where a word is a colour only by its place: a style property or an SVG paint attribute.
const COLOUR_PROPERTY = String.raw`/(color|Color|background|border|outline|fill|stroke|[sS]hadow)/`;

const MESSAGE =
  'Colours come from the theme tokens (shared-contracts/src/theme/tokens.ts, colour-tokens.ts, depth-tokens.ts; a lander-only colour from mfe-landers/src/theme/lander-tokens.ts): use one, or add one named for its role.';

export const hardCodedColourRules = [
  `Literal[value=/${HEX}/i]`,
  `TemplateElement[value.raw=/${HEX}/i]`,
  `Literal[value=/${FUNCTION}/i]`,
  `TemplateElement[value.raw=/${FUNCTION}/i]`,
  `Property[key.name=${COLOUR_PROPERTY}] > Literal[value=/${NAME}/i]`,
  `Property[key.name=${COLOUR_PROPERTY}] > TemplateLiteral > TemplateElement[value.raw=/${NAME}/i]`,
  `JSXAttribute[name.name=${COLOUR_PROPERTY}] > Literal[value=/${NAME}/i]`,
].map((selector) => ({ selector, message: MESSAGE }));
