import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderUnseenAsTransition } from './create-remote-lifecycles';

function outlet(place: 'visible' | 'hidden' | 'detached') {
  const element = document.createElement('div');
  if (place === 'detached') return element;
  const root = document.createElement('div');
  root.hidden = place === 'hidden';
  root.appendChild(element);
  document.body.appendChild(root);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a root rendered where it may not be seen yet', () => {
  it.each(['visible', 'hidden', 'detached'] as const)(
    'draws its content into a %s element',
    async (place) => {
      const element = outlet(place);
      const root = createRoot(element);
      await act(async () =>
        renderUnseenAsTransition(root, element, <h1>Zien, klikken, chatten</h1>),
      );
      expect(element.querySelector('h1')?.textContent).toBe('Zien, klikken, chatten');
      act(() => root.unmount());
    },
  );

  it.each([
    ['hidden', true],
    ['visible', false],
  ] as const)('yields to the browser in the middle of a %s render: %s', async (place, yields) => {
    // What a visitor notices: a tap on the page is handled between two slow parts of a
    // render nobody sees yet, not after all of it. A timer stands in for the tap.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
      .IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const element = outlet(place);
      const root = createRoot(element);
      const order: string[] = [];
      function Slow({ label }: { label: string }) {
        order.push(label);
        // The tap comes while the first part renders.
        if (label === 'first') setTimeout(() => order.push('tap'), 0);
        const until = Date.now() + 15;
        while (Date.now() < until);
        return <p>{label}</p>;
      }
      renderUnseenAsTransition(
        root,
        element,
        <>
          <Slow label="first" />
          <Slow label="second" />
        </>,
      );
      // Until it has drawn both parts (100 ms was not always enough on a busy CI machine).
      for (const until = Date.now() + 5000; element.textContent !== 'firstsecond';) {
        if (Date.now() > until) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(element.textContent).toBe('firstsecond');
      const between = order.indexOf('tap') === order.indexOf('first') + 1;
      expect(between).toBe(yields);
      root.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
        actEnvironment;
    }
  });
});
