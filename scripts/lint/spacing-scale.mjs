// A padding, margin or gap in front-end source is a size of the spacing scale
// (shared-contracts/src/theme/spacing-tokens.ts): one 4 px grid, with 2 and 6 px as fine
// steps, so neighbouring screens line up and a new size is a decision, not a habit
// (decision 0152). Sizes stay written as px numbers; this rule checks them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SPACING_TOKEN_FILE = 'shared-contracts/src/theme/spacing-tokens.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOKEN_SOURCE = readFileSync(path.join(ROOT, SPACING_TOKEN_FILE), 'utf8');

/** The scale, read from the token file so the file stays the one place it is written. */
function readScale() {
  const match = /SPACING_SCALE_PX\s*=\s*\[([^\]]*)\]/.exec(TOKEN_SOURCE);
  if (!match) throw new Error(`No SPACING_SCALE_PX = [...] in ${SPACING_TOKEN_FILE}`);
  const scale = match[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (scale.some((n) => !Number.isFinite(n))) {
    throw new Error(`SPACING_SCALE_PX in ${SPACING_TOKEN_FILE} is not a list of numbers`);
  }
  return scale;
}

export const SPACING_SCALE_PX = readScale();
const ON_SCALE = new Set(SPACING_SCALE_PX);

// Style properties that take spacing: padding*, margin* and the gaps, as an object key
// (camelCase or kebab-case) and as a CSS declaration.
const OBJECT_KEY =
  /^(?:(?:padding|margin)(?:[A-Z][A-Za-z]*|-[a-z-]+)?|gap|rowGap|columnGap|row-gap|column-gap)$/;
// (After a quote or backtick too: a template's text here includes its backticks.)
const DECLARATION =
  /(^|[\s;{}"'`])((?:padding|margin)(?:-[a-z-]+)?|gap|row-gap|column-gap)\s*:\s*([^;{}"'`]*)/g;

// A length in a value: a number, its unit if any. Not a digit of a word (`h2`, `--space-3`).
const LENGTH = /(?<![\w.-])(-?)(\d*\.?\d+)([a-z%]*)/gi;

/** The steps around a size that is not on the scale. */
function nearest(px) {
  const below = SPACING_SCALE_PX.filter((n) => n < px).at(-1);
  const above = SPACING_SCALE_PX.find((n) => n > px);
  return [below, above].filter((n) => n !== undefined);
}

/** What to write instead: the steps around a px size, the px of a rem size (1rem = 16px). */
function hint(size) {
  if (size.unit === 'em') return ' (write px: an em size follows the font)';
  if (ON_SCALE.has(size.px)) return ` (write ${size.px}px)`;
  return ` (nearest: ${nearest(size.px).join(' or ')} px)`;
}

function message(found, size) {
  return `Spacing ${found} is off the scale${hint(size)}: padding, margin and gap take 0, auto, a percentage or a px size of the spacing scale [${SPACING_SCALE_PX.join(', ')}] (${SPACING_TOKEN_FILE}).`;
}

/** Blanks var(...) and env(...), whose contents are not this value's sizes. */
function withoutVariables(value) {
  let out = value;
  for (;;) {
    const start = out.search(/\b(?:var|env)\(/);
    if (start < 0) return out;
    let depth = 0;
    let end = out.indexOf('(', start);
    for (; end < out.length; end++) {
      if (out[end] === '(') depth++;
      else if (out[end] === ')' && --depth === 0) break;
    }
    out =
      out.slice(0, start) +
      ' '.repeat(Math.min(end, out.length - 1) - start + 1) +
      out.slice(end + 1);
  }
}

/**
 * The sizes of a CSS value that are off the scale, with their offsets in `value`: a px size
 * (or a bare number, px to a style object's string too) whose absolute value is not on the
 * scale, and any em/rem size (write px: 1rem = 16px). Percentages and viewport units pass.
 */
export function offScaleSizes(value) {
  const text = withoutVariables(value);
  const found = [];
  for (const match of text.matchAll(LENGTH)) {
    const [all, , number, unit] = match;
    const px = Number(number);
    const lower = unit.toLowerCase();
    if (lower === 'px' || lower === '') {
      if (!ON_SCALE.has(px)) found.push({ index: match.index, text: all, px, unit: 'px' });
    } else if (lower === 'em' || lower === 'rem') {
      found.push({ index: match.index, text: all, px: px * 16, unit: lower });
    }
  }
  return found;
}

function keyName(key) {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

export const spacingScaleRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Padding, margin and gap take sizes of the spacing scale (decision 0152).',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;

    /** An object style's value: a number (px), a string, a template, either side of a choice. */
    function checkValue(node) {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'number') {
            const px = Math.abs(node.value);
            if (!ON_SCALE.has(px)) context.report({ node, message: message(String(px), { px }) });
          } else if (typeof node.value === 'string') {
            for (const size of offScaleSizes(node.value))
              context.report({ node, message: message(`'${size.text}'`, size) });
          }
          return;
        case 'UnaryExpression':
          if (node.operator === '-' || node.operator === '+') checkValue(node.argument);
          return;
        case 'TemplateLiteral':
          checkTemplate(node, (text) =>
            offScaleSizes(text).map((size) => ({ ...size, offset: size.index })),
          );
          return;
        case 'ConditionalExpression':
          checkValue(node.consequent);
          checkValue(node.alternate);
          return;
        case 'LogicalExpression':
          checkValue(node.right);
          return;
        default:
      }
    }

    /**
     * A template's text with each `${...}` blanked (so a size is never read across one), its
     * findings reported where they are in the source.
     */
    function checkTemplate(node, find) {
      const start = node.range[0];
      let text = sourceCode.getText(node);
      for (const expression of node.expressions) {
        const from = expression.range[0] - 2 - start; // `${`
        const to = expression.range[1] + 1 - start; // `}`
        text = text.slice(0, from) + ' '.repeat(to - from) + text.slice(to);
      }
      for (const size of find(text)) {
        const loc = {
          start: sourceCode.getLocFromIndex(start + size.offset),
          end: sourceCode.getLocFromIndex(start + size.offset + size.text.length),
        };
        context.report({ node, loc, message: message(`'${size.text}'`, size) });
      }
    }

    /** CSS declarations in a template (emotion's css`...`, styled`...`, a <style> text). */
    function declarationSizes(text) {
      const found = [];
      for (const match of text.matchAll(DECLARATION)) {
        const valueOffset = match.index + match[0].length - match[3].length;
        for (const size of offScaleSizes(match[3]))
          found.push({ ...size, offset: valueOffset + size.index });
      }
      return found;
    }

    return {
      Property(node) {
        const name = keyName(node.key);
        if (name && !node.computed && OBJECT_KEY.test(name)) checkValue(node.value);
      },
      TemplateLiteral(node) {
        // A template that is itself a spacing property's value is checked as a value.
        const { parent } = node;
        if (
          parent.type === 'Property' &&
          parent.value === node &&
          OBJECT_KEY.test(keyName(parent.key) ?? '')
        )
          return;
        checkTemplate(node, declarationSizes);
      },
      Literal(node) {
        // CSS in a plain string (`'padding: 10px;'`), as in a template.
        if (typeof node.value !== 'string' || !node.value.includes(':')) return;
        for (const size of declarationSizes(node.value))
          context.report({ node, message: message(`'${size.text}'`, size) });
      },
    };
  },
};

/**
 * The plugin that carries the rule, for eslint.config.mjs. Its version is a digest of this
 * file and the token file: ESLint's cache (`npm run lint`) keys its results on the plugins'
 * versions, so a change to the rule or to the scale lints every file again.
 */
export const spacingScalePlugin = {
  meta: {
    name: 'local-spacing-scale',
    version: createHash('sha256')
      .update(readFileSync(fileURLToPath(import.meta.url)))
      .update(TOKEN_SOURCE)
      .digest('hex')
      .slice(0, 16),
  },
  rules: { 'spacing-scale': spacingScaleRule },
};
