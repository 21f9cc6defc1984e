import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import type { LanderAudience, LanderDocument } from '@dating/shared-contracts/api';
import { LanderDocumentSchema } from '@dating/shared-contracts/api-schemas';

/** One thing wrong with a document: where (a JSON path such as `$.copy.nl.cta`) and what. */
export interface LanderProblem {
  readonly path: string;
  readonly problem: string;
}

export type LanderCheck =
  | { readonly ok: true; readonly document: LanderDocument }
  | { readonly ok: false; readonly problems: readonly LanderProblem[] };

const validator = Compile(LanderDocumentSchema);
/** TypeBox stops at 8 errors by default; a file with more should show them all at once. */
const MAX_PROBLEMS = 200;

function allErrors(value: unknown): SchemaError[] {
  const { maxErrors } = Settings.Get();
  Settings.Set({ maxErrors: MAX_PROBLEMS });
  try {
    return validator.Errors(value) as SchemaError[];
  } finally {
    Settings.Set({ maxErrors });
  }
}

interface SchemaNode {
  description?: string;
  anyOf?: { const?: unknown }[];
  enum?: unknown[];
  [key: string]: unknown;
}

/** The schema node a `#/properties/copy/...` pointer names. */
function nodeAt(pointer: string): SchemaNode {
  let node: unknown = LanderDocumentSchema;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[
      part.replace(/~1/g, '/').replace(/~0/g, '~')
    ];
  }
  return (node ?? {}) as SchemaNode;
}

/** `/copy/nl/cta` → `$.copy.nl.cta`; `/blocks/2/type` → `$.blocks[2].type`. */
function jsonPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (extra !== undefined) parts.push(extra);
  return parts.reduce((path, part) => {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(key)) return `${path}[${key}]`;
    return /^[a-z_][a-z0-9_]*$/i.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
  }, '$');
}

function choices(node: SchemaNode): string | null {
  const values = node.enum ?? node.anyOf?.map((option) => option.const);
  return values ? values.map(String).join(', ') : null;
}

interface SchemaError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

function describe(error: SchemaError): LanderProblem[] {
  const node = nodeAt(error.schemaPath);
  const at = jsonPath(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return ((error.params.requiredProperties as string[]) ?? []).map((name) => ({
        path: jsonPath(error.instancePath, name),
        problem: 'is missing',
      }));
    case 'additionalProperties':
      return ((error.params.additionalProperties as string[]) ?? []).map((name) => ({
        path: jsonPath(error.instancePath, name),
        problem: node.description
          ? `is not allowed here (${node.description})`
          : 'is not a field of a lander document here (misspelt, or in the wrong place?)',
      }));
    case 'anyOf':
    case 'enum': {
      const allowed = choices(node);
      return [{ path: at, problem: allowed ? `must be one of: ${allowed}` : error.message }];
    }
    case 'pattern':
      return [{ path: at, problem: `must be ${node.description ?? `like ${node.pattern}`}` }];
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return [
        { path: at, problem: node.description ? `must be ${node.description}` : error.message },
      ];
    default:
      return [{ path: at, problem: error.message }];
  }
}

/** Rules a JSON schema cannot say: an audience's age range must not be empty. */
function audienceProblems(document: LanderDocument): LanderProblem[] {
  const audiences: [string, LanderAudience | undefined][] = [
    ['$.audience', document.audience],
    ...Object.entries(document.slugs ?? {}).map(
      ([slug, variant]): [string, LanderAudience | undefined] => [
        `${jsonPath('/slugs', slug)}.audience`,
        variant.audience,
      ],
    ),
  ];
  return audiences.flatMap(([path, audience]) =>
    audience?.min_age !== undefined &&
    audience.max_age !== undefined &&
    audience.min_age > audience.max_age
      ? [{ path: `${path}.min_age`, problem: 'must not be above max_age' }]
      : [],
  );
}

/**
 * Checks a lander document against its schema (LanderDocumentSchema) and the rules beside
 * it. Every problem comes back, each with its JSON path and what is wanted in plain words,
 * so campaign staff fix a file in one go.
 */
export function checkLanderDocument(value: unknown): LanderCheck {
  if (!validator.Check(value)) {
    const errors = allErrors(value);
    // `false` schemas repeat what `additionalProperties` says; a failed `anyOf` lists each
    // option it tried, which the anyOf line says at once.
    const anyOfPaths = new Set(
      errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath),
    );
    const problems = errors
      .filter((error) => error.keyword !== 'boolean')
      .filter((error) => error.keyword === 'anyOf' || !anyOfPaths.has(error.instancePath))
      .flatMap(describe);
    const seen = new Set<string>();
    return {
      ok: false,
      problems: problems.filter((problem) => {
        const key = `${problem.path} ${problem.problem}`;
        return !seen.has(key) && Boolean(seen.add(key));
      }),
    };
  }
  const problems = audienceProblems(value as LanderDocument);
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, document: value as LanderDocument };
}

/** Problems as lines a person reads: `$.copy.nl.cta: is missing`. */
export const problemLines = (problems: readonly LanderProblem[]): string[] =>
  problems.map(({ path, problem }) => `${path}: ${problem}`);
