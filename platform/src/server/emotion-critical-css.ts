import type { EmotionCache } from '@emotion/cache';
import { isValidElement, type ReactNode } from 'react';
import type { ServerRenderCss } from '@dating/shared-contracts/registry';

const isEmotionCache = (value: unknown): value is EmotionCache =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EmotionCache).key === 'string' &&
  typeof (value as EmotionCache).inserted === 'object' &&
  typeof (value as EmotionCache).insert === 'function';

/** The emotion cache a remote's tree provides (the value of its CacheProvider), if any. */
export function findEmotionCache(node: ReactNode): EmotionCache | null {
  if (!isValidElement(node)) return null;
  const props = node.props as { value?: unknown; children?: ReactNode };
  if (isEmotionCache(props.value)) return props.value;
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children) {
    const found = findEmotionCache(child as ReactNode);
    if (found) return found;
  }
  return null;
}

/**
 * Collects the CSS one synchronous render inserts. The remote's cache lives as long as the
 * process (the lifecycle made it), so it is emptied before the render; in `compat` mode the
 * server cache keeps each rule instead of writing a <style> beside every element, and what
 * it kept is the page's critical CSS, written once into the head (emotion in the browser
 * adopts it by the ids in `data-emotion` and never inserts it again).
 */
export function collectCss<T>(cache: EmotionCache | null, render: () => T): [T, ServerRenderCss] {
  if (!cache) return [render(), { key: 'css', ids: [], text: '' }];
  for (const id of Object.keys(cache.inserted)) delete cache.inserted[id];
  cache.compat = true;
  const result = render();
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return [
    result,
    { key: cache.key, ids: rules.map(([id]) => id), text: rules.map(([, css]) => css).join('') },
  ];
}
