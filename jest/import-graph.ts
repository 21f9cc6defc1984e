import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Dependencies point one way: a module that imports, through any chain, a module that imports
 * it back cannot be understood, tested or moved on its own, and at run time one of the two
 * reads the other half-initialised. This builds the import graph of a folder's sources and
 * names every circle in it.
 *
 * Type-only imports count as much as any other. The compiler erases them, so they decide no
 * load order, but a layer is about what a module must know to be read: a repository whose
 * types come from the service that calls it is not below that service. A type two modules
 * share belongs in a module of its own that both import.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
const SKIPPED = new Set(['node_modules', 'dist', 'deploy']);

/** Source files under a folder (absolute paths), tests and declarations included. */
export function sourceFilesUnder(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) files.push(...sourceFilesUnder(full));
    } else if (
      SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension)) &&
      !entry.name.endsWith('.d.ts')
    ) {
      files.push(full);
    }
  }
  return files.sort();
}

/** The module specifiers a source imports or re-exports, types and dynamic imports included. */
export function importedSpecifiers(source: string, fileName = 'module.tsx'): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    kindOf(fileName),
  );
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      specifiers.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && isImportOrRequire(node)) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text); // `typeof import('./x')`
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

function kindOf(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
}

function isImportOrRequire(node: ts.CallExpression): boolean {
  return (
    node.expression.kind === ts.SyntaxKind.ImportKeyword ||
    (ts.isIdentifier(node.expression) && node.expression.text === 'require')
  );
}

/** The file a relative specifier names (with its extension or index file), else undefined. */
export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (
    !specifier.startsWith('./') &&
    !specifier.startsWith('../') &&
    specifier !== '.' &&
    specifier !== '..'
  ) {
    return undefined;
  }
  const base = path.resolve(path.dirname(fromFile), specifier);
  // `./x.js` may name `./x.ts` (the ESM habit of writing the built name).
  const stem = base.replace(/\.(m|c)?js$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => stem + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, 'index' + extension)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Each file (relative to root) with the files of `files` it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(readFileSync(file, 'utf8'), file)
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== undefined && inside.has(target));
    graph.set(
      path.relative(root, file),
      [...new Set(targets)].map((target) => path.relative(root, target)),
    );
  }
  return graph;
}

/**
 * Every circle of a graph, one per strongly connected part (Tarjan), each as the path from
 * its first node (in name order) back to itself: `['a', 'b', 'c', 'a']`. A node that imports
 * itself is a circle too.
 */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  let counter = 0;

  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) parts.push(part.sort());
    }
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return parts.map((part) => shortestLoop(graph, part)).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest way from a part's first node back to itself, through the part only. */
function shortestLoop(graph: ImportGraph, part: readonly string[]): string[] {
  const members = new Set(part);
  const start = part[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (
          let at: string | undefined = node;
          at !== start && at !== undefined;
          at = previous.get(at)
        ) {
          loop.splice(1, 0, at);
        }
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** A circle as one line: `a → b → a`. */
export function describeCircle(circle: readonly string[]): string {
  return circle.join(' → ');
}

/** The feature a file of a remote belongs to: `<src>/features/<feature>/…`, else undefined. */
export function featureOf(file: string): string | undefined {
  return /(?:^|\/)src\/features\/([^/]+)\//.exec(file)?.[1];
}

/**
 * The graph between the features of one remote's sources: feature A points at feature B when
 * a file of A imports one of B. Each edge keeps one such import (`from → to`) as its witness.
 */
export function featureGraph(files: ImportGraph): {
  graph: ImportGraph;
  witness: (from: string, to: string) => string;
} {
  const graph = new Map<string, string[]>();
  const witnesses = new Map<string, string>();
  for (const [file, targets] of files) {
    const from = featureOf(file);
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, []);
    for (const target of targets) {
      const to = featureOf(target);
      if (to === undefined || to === from) continue;
      const key = `${from}\0${to}`;
      if (witnesses.has(key)) continue;
      witnesses.set(key, `${file} imports ${target}`);
      graph.get(from)!.push(to);
    }
  }
  return { graph, witness: (from, to) => witnesses.get(`${from}\0${to}`) ?? '' };
}
