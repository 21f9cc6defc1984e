import { createElement, Fragment } from 'react';
import { patternsOf, routerPatterns, spelledOut } from './route-declarations';

it('reads a trailing optional parameter as the path with and without it', () => {
  expect(patternsOf('/likes/:type?')).toEqual(['/likes', '/likes/:type']);
  expect(patternsOf('/:token?')).toEqual(['/', '/:token']);
  expect(patternsOf('/members/:id')).toEqual(['/members/:id']);
  expect(spelledOut(['/likes/:type?', '/likes', '/chats'])).toEqual([
    '/chats',
    '/likes',
    '/likes/:type',
  ]);
});

it("reads a router's patterns from its elements, however deep, without the catch-all", () => {
  const Route = (_: { path: string }) => null;
  const tree = createElement(
    Fragment,
    null,
    createElement(Route, { path: '/a' }),
    createElement('div', null, [createElement(Route, { key: 'b', path: '/b/:id' })]),
    'text',
    createElement(Route, { path: '*' }),
  );
  expect(routerPatterns(tree)).toEqual(['/a', '/b/:id']);
});
