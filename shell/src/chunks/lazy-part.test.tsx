import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import {
  I18nextProvider,
  initReactI18next,
  namespaceBackend,
  registerNamespace,
} from '@dating/platform';
import { lazyPart } from './lazy-part';

// Texts that arrive when the test says so, as a slow network would deliver them.
let deliverTexts: () => void = () => undefined;
const texts = new Promise<Record<string, unknown>>(
  (resolve) => (deliverTexts = () => resolve({ hello: 'Hallo' })),
);
registerNamespace('lazy-part-test', () => texts);

async function anI18n() {
  const i18n = i18next.createInstance();
  await i18n
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: 'nl',
      ns: [],
      react: { useSuspense: false },
    });
  return i18n;
}

interface Part {
  Greeting: () => ReactElement;
}

function Host({ part, wanted }: { part: ReturnType<typeof lazyPart<Part>>; wanted: boolean }) {
  const loaded = part.use(wanted);
  return loaded ? <loaded.Greeting /> : <p>nothing yet</p>;
}

it('loads the code only when wanted, and shows it once its texts are there too', async () => {
  const importModule = jest.fn(async () => ({ Greeting: () => <p>greeting</p> }));
  const part = lazyPart<Part>('the test part', importModule, ['lazy-part-test']);
  const i18n = await anI18n();
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <Host part={part} wanted={false} />
    </I18nextProvider>,
  );
  await act(async () => undefined);
  expect(importModule).not.toHaveBeenCalled();

  rerender(
    <I18nextProvider i18n={i18n}>
      <Host part={part} wanted />
    </I18nextProvider>,
  );
  await act(async () => undefined);
  expect(importModule).toHaveBeenCalledTimes(1);
  // The code is there, its words are not: nothing shows without them.
  expect(screen.getByText('nothing yet')).toBeInTheDocument();
  await act(async () => deliverTexts());
  expect(await screen.findByText('greeting')).toBeInTheDocument();
  expect(i18n.t('hello', { ns: 'lazy-part-test' })).toBe('Hallo');
});

it('says why a load failed and tries again on the next call', async () => {
  const importModule = jest
    .fn<Promise<Part>, []>()
    .mockRejectedValueOnce(new Error('network down'))
    .mockResolvedValueOnce({ Greeting: () => <p>greeting</p> });
  const part = lazyPart<Part>('the test part', importModule);
  const logged = expectConsoleError('[shell] the test part did not load');
  const i18n = await anI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <Host part={part} wanted />
    </I18nextProvider>,
  );
  await act(async () => undefined);
  expect(logged).toHaveLength(1);
  expect(screen.getByText('nothing yet')).toBeInTheDocument();

  await expect(part.load(i18n)).resolves.toHaveProperty('Greeting');
  expect(importModule).toHaveBeenCalledTimes(2);
});
