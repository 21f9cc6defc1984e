import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// All SQL lives in repositories (decision 0149): a service says what it wants by a
// repository's method name, never by a query. This test reads every source file of the API
// with the TypeScript compiler and names each query written anywhere else.

const SRC = path.resolve(__dirname, '../src');

/** Kysely's calls that start a query, and the `sql` tag that writes one by hand. */
const QUERY_STARTS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
]);

/**
 * Files that may hold queries besides repositories: the schema's history (migrations), the
 * demo data (seed), and the database infrastructure that runs queries for everyone rather
 * than asking for data of its own (connection set-up, read replica, the SQLite read worker,
 * the readiness and liveness probes, whose point is to touch the database themselves).
 */
const INFRASTRUCTURE = [
  /\.repository\.ts$/,
  /\.query\.ts$/,
  /^db\/migrations\//,
  /^db\/seed\//,
  /^db\/database\.ts$/,
  /^db\/connection-guard\.ts$/,
  /^db\/compiled-query\.ts$/,
  /^db\/read-replica\.ts$/,
  /^db\/sqlite-read-worker\.ts$/,
  /^lifecycle\/liveness\.ts$/,
  /^lifecycle\/readiness\.ts$/,
];

interface Query {
  where: string;
  call: string;
}

/** Every query a file starts, as `file:line` and the call that starts it. */
function queriesIn(file: string, source: string): Query[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Query[] = [];
  const visit = (node: ts.Node) => {
    let call: string | null = null;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_STARTS.has(node.expression.name.text)
    ) {
      call = node.expression.name.text;
    } else if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'sql'
    ) {
      call = 'sql`…`';
    }
    if (call) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
      found.push({ where: `${file}:${line + 1}`, call });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Value imports of `*.query.ts` files (type-only ones carry no SQL). */
function queryFileImports(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  return tree.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!/\.query$/.test(from)) return [];
    const bindings = statement.importClause?.namedBindings;
    const allTypes =
      bindings &&
      ts.isNamedImports(bindings) &&
      !statement.importClause?.name &&
      bindings.elements.every((element) => element.isTypeOnly);
    if (allTypes) return [];
    const { line } = tree.getLineAndCharacterOfPosition(statement.getStart(tree));
    return [`${file}:${line + 1} imports ${from}`];
  });
}

const isInfrastructure = (file: string) => INFRASTRUCTURE.some((rule) => rule.test(file));

/** The queries outside repositories and the database infrastructure. */
function misplacedQueries(files: { file: string; source: string }[]): string[] {
  return files
    .filter(({ file }) => !isInfrastructure(file))
    .flatMap(({ file, source }) => queriesIn(file, source))
    .map(({ where, call }) => `${where} ${call} outside a repository`);
}

/** Query fragments (`*.query.ts`) are for repositories to compose, not for services. */
function misplacedFragments(files: { file: string; source: string }[]): string[] {
  return files
    .filter(({ file }) => !/\.(repository|query)\.ts$/.test(file))
    .flatMap(({ file, source }) => queryFileImports(file, source));
}

/**
 * The one place that builds services (decision 0149), with the parts it hands an area to
 * (`plugins/<area>-services.ts`); the CLI builds the one it runs.
 */
const COMPOSITION_ROOTS = [
  /^plugins\/services\.plugin\.ts$/,
  /^plugins\/[\w-]+-services\.ts$/,
  /^cli\//,
];

/**
 * `new …Service(` outside the composition root, and `new …Repository(` in a route file: a
 * route takes its services from the app, a service is handed the services it uses.
 */
function misplacedConstructions(files: { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) => {
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const route = /\.routes\.ts$/.test(file);
    const root = COMPOSITION_ROOTS.some((rule) => rule.test(file));
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        const service = /Service$/.test(name) && !root;
        const repository = /Repository$/.test(name) && route;
        if (service || repository) {
          const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
          found.push(`${file}:${line + 1} builds ${name}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
    return found;
  });
}

function apiSources() {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        file: path.relative(SRC, full).split(path.sep).join('/'),
        source: readFileSync(full, 'utf8'),
      };
    });
}

describe('API layers', () => {
  const sources = apiSources();

  it('keeps every query in a repository (or the database infrastructure)', () => {
    expect(misplacedQueries(sources)).toEqual([]);
  });

  it('lets only repositories compose the query fragments', () => {
    expect(misplacedFragments(sources)).toEqual([]);
  });

  it('builds services in the composition root only, and no repository in a route file', () => {
    expect(misplacedConstructions(sources)).toEqual([]);
  });

  it('names the file and line of a query in a service, and none in its repository', () => {
    const query = [
      "import type { Db } from '../../db/database';",
      '',
      'export class DemoService {',
      '  constructor(private readonly db: Db) {}',
      '  async name(id: number) {',
      "    return this.db.selectFrom('users').select('email').where('id', '=', id).execute();",
      '  }',
      '  async touch(id: number) {',
      '    await sql`update users set last_seen = 1 where id = ${id}`.execute(this.db);',
      '  }',
      '}',
    ].join('\n');
    expect(
      misplacedQueries([
        { file: 'modules/demo/demo.service.ts', source: query },
        { file: 'modules/demo/demo.repository.ts', source: query },
        { file: 'db/migrations/20260101-0001-demo.ts', source: query },
      ]),
    ).toEqual([
      'modules/demo/demo.service.ts:6 selectFrom outside a repository',
      'modules/demo/demo.service.ts:9 sql`…` outside a repository',
    ]);
  });

  it('names a service that imports a query fragment', () => {
    const importer = "import { cardQuery, type CardRow } from './profile-card.query';\n";
    const typesOnly = "import type { CardRow } from './profile-card.query';\n";
    expect(
      misplacedFragments([
        { file: 'modules/demo/demo.service.ts', source: importer },
        { file: 'modules/demo/demo.presenter.ts', source: typesOnly },
        { file: 'modules/demo/demo.repository.ts', source: importer },
      ]),
    ).toEqual(['modules/demo/demo.service.ts:1 imports ./profile-card.query']);
  });

  it('names a route file or a service that builds its own services or repositories', () => {
    const route = [
      'export async function demoRoutes(app: FastifyInstance) {',
      '  const service = new DemoService(app.db);',
      '  const repo = new DemoRepository(app.db);',
      '}',
    ].join('\n');
    const service =
      'export class OtherService {\n  private readonly demo = new DemoService(db);\n}\n';
    const root = 'const demo = new DemoService(new DemoRepository(db));\n';
    expect(
      misplacedConstructions([
        { file: 'modules/demo/demo.routes.ts', source: route },
        { file: 'modules/demo/other.service.ts', source: service },
        { file: 'plugins/services.plugin.ts', source: root },
      ]),
    ).toEqual([
      'modules/demo/demo.routes.ts:2 builds DemoService',
      'modules/demo/demo.routes.ts:3 builds DemoRepository',
      'modules/demo/other.service.ts:2 builds DemoService',
    ]);
  });
});
