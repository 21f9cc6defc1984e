/** @jest-environment node */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <h1>Hallo {name}</h1>;
}

const page = (Screen: ReturnType<typeof lazyScreen<{ name: string }>>) => (
  <Suspense fallback={<p>laden</p>}>
    <Screen name="Anna" />
  </Suspense>
);

it('stays lazy until its code is there: a render draws the fallback', () => {
  const load = jest.fn(async () => ({ default: Greeting }));
  const Screen = lazyScreen(load);
  const html = renderToString(page(Screen));
  expect(html).toContain('laden');
  expect(html).not.toContain('Anna');
  expect(load).toHaveBeenCalledTimes(1);
});

it('renders in the same pass once preloaded', async () => {
  const load = jest.fn(async () => ({ default: Greeting }));
  const Screen = lazyScreen(load);
  await Screen.preload();
  const html = renderToString(page(Screen));
  expect(html).toContain('<h1>Hallo <!-- -->Anna</h1>');
  expect(html).not.toContain('laden');
  expect(renderToString(page(Screen))).toContain('Anna');
  expect(load).toHaveBeenCalledTimes(1);
});
