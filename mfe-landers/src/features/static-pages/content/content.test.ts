import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  LOCALES,
  REMOTE_NAMES,
  bySpecificity,
  matchRoute,
  registryRoutes,
  type RouteDeclaration,
} from '@dating/shared-contracts';
import { PLACEHOLDERS, placeholdersOf } from '../lib/fill-placeholders';
import { blockShape, type Block, type PageContent } from '../lib/page-content';
import { STATIC_PAGES, type StaticPageName } from '../lib/pages';
import { PAGE_ALIASES } from './aliases';

const read = <T>(language: string, file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, language, file), 'utf8')) as T;
const page = (language: string, name: StaticPageName) =>
  read<PageContent>(language, `${name}.json`);

/** Every text of a page, in order. */
function textsOf(content: PageContent): string[] {
  const ofBlock = (block: Block): string[] => {
    if ('p' in block) return [block.p];
    if ('list' in block) return [...block.list];
    if ('table' in block)
      return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
    return [block.qa.q, ...block.qa.a];
  };
  return [
    content.title,
    content.description,
    ...content.intro.flatMap(ofBlock),
    ...content.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(ofBlock)]),
  ];
}

const shapeOf = (content: PageContent) => ({
  intro: content.intro.map(blockShape),
  sections: content.sections.map((section) => [section.id, ...section.blocks.map(blockShape)]),
});

const languagesWith = (name: StaticPageName) =>
  LOCALES.filter((language) => existsSync(path.join(__dirname, language, `${name}.json`)));

it('has every page in all eleven languages', () => {
  for (const name of STATIC_PAGES) expect(languagesWith(name)).toEqual([...LOCALES]);
});

describe.each(STATIC_PAGES)('the %s page', (name) => {
  const source = page('nl', name);

  it('has the same structure in every language written so far', () => {
    for (const language of languagesWith(name)) {
      expect({ language, ...shapeOf(page(language, name)) }).toEqual({
        language,
        ...shapeOf(source),
      });
    }
  });

  it('has a title, a description and no empty text', () => {
    for (const language of languagesWith(name)) {
      const texts = textsOf(page(language, name));
      expect(texts.filter((text) => !text.trim())).toEqual([]);
    }
  });

  it('names only known placeholders, the same ones in every language', () => {
    const used = (content: PageContent) =>
      [...new Set(textsOf(content).flatMap(placeholdersOf))].sort();
    expect(
      used(source).filter((item) => !(PLACEHOLDERS as readonly string[]).includes(item)),
    ).toEqual([]);
    for (const language of languagesWith(name)) {
      expect({ language, used: used(page(language, name)) }).toEqual({
        language,
        used: used(source),
      });
    }
  });

  it('has no links in headings', () => {
    for (const language of languagesWith(name)) {
      const content = page(language, name);
      const headings = [content.title, ...content.sections.map((section) => section.heading)];
      expect(headings.filter((heading) => /\]\(/.test(heading))).toEqual([]);
    }
  });
});

// Routes as the shell orders them, from every remote's own declaration.
const ROOT = path.resolve(__dirname, '../../../../..');
const ROUTES = bySpecificity(
  registryRoutes(
    REMOTE_NAMES.map((name) => ({
      name,
      routes: (
        JSON.parse(readFileSync(path.join(ROOT, name, 'package.json'), 'utf8')) as {
          federation: { routes: RouteDeclaration[] };
        }
      ).federation.routes,
    })),
  ),
);

it('links only to pages that exist and to sections of the same page', () => {
  const broken: string[] = [];
  for (const name of STATIC_PAGES) {
    for (const language of languagesWith(name)) {
      const content = page(language, name);
      const ids = new Set(content.sections.map((section) => section.id));
      for (const [, href = ''] of textsOf(content)
        .join('\n')
        .matchAll(/\]\(([^)]+)\)/g)) {
        const ok = href.startsWith('#')
          ? ids.has(href.slice(1))
          : href.startsWith('/pages/')
            ? (STATIC_PAGES as readonly string[]).includes(href.slice(7))
            : href.startsWith('/')
              ? matchRoute(href, ROUTES)?.route.path !== '/:token'
              : /^(mailto|tel):\{\{\w+\}\}$/.test(href);
        if (!ok) broken.push(`${language}/${name}: ${href}`);
      }
    }
  }
  expect(broken).toEqual([]);
});

describe('aliases', () => {
  it('give every page an address in each written language', () => {
    for (const language of LOCALES) {
      expect(Object.keys(read(language, 'aliases.json')).sort()).toEqual([...STATIC_PAGES].sort());
      expect(PAGE_ALIASES[language]).toEqual(read(language, 'aliases.json'));
    }
    const withFiles = readdirSync(__dirname).filter((entry) =>
      existsSync(path.join(__dirname, entry, 'aliases.json')),
    );
    expect(Object.keys(PAGE_ALIASES).sort()).toEqual(withFiles.sort());
  });

  it('are one path segment each, never claimed by a route, and name one page', () => {
    const pageOf = new Map<string, string>(STATIC_PAGES.map((name) => [name, name]));
    for (const aliases of Object.values(PAGE_ALIASES)) {
      for (const [name, alias] of Object.entries(aliases)) {
        expect(alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect({ alias, route: matchRoute(`/${alias}`, ROUTES)?.route.path }).toEqual({
          alias,
          route: '/:token',
        });
        expect({ alias, page: pageOf.get(alias) ?? name }).toEqual({ alias, page: name });
        pageOf.set(alias, name);
      }
    }
  });
});
