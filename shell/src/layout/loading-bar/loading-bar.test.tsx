import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../../testing/render-with-shell';
import { LoadingBar } from './loading-bar';
import { ROUTE_END_EVENT, ROUTE_START_EVENT } from './use-route-loading';

const bar = () => screen.queryByRole('progressbar', { name: 'Pagina wordt geladen' });
const fire = (type: string) => act(() => void window.dispatchEvent(new Event(type)));
const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(async () => {
  await renderWithShell(<LoadingBar />);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('shows after 200 ms of routing, grows over 5000 ms and hides 500 ms after the route is in', () => {
  fire(ROUTE_START_EVENT);
  wait(199);
  expect(bar()).not.toBeInTheDocument();
  wait(1);
  expect(bar()).toHaveAttribute('data-state', 'running');
  expect(bar()).toHaveStyle({ animationDuration: '5000ms' });
  expect(bar()).not.toHaveAttribute('aria-valuenow');

  wait(5000);
  expect(bar()).toHaveAttribute('data-state', 'running');

  fire(ROUTE_END_EVENT);
  expect(bar()).toHaveAttribute('data-state', 'done');
  expect(bar()).toHaveAttribute('aria-valuenow', '100');
  wait(499);
  expect(bar()).toBeInTheDocument();
  wait(1);
  expect(bar()).not.toBeInTheDocument();
});

it('never shows for a route that settles within the 200 ms throttle', () => {
  fire(ROUTE_START_EVENT);
  wait(150);
  fire(ROUTE_END_EVENT);
  wait(1000);
  expect(bar()).not.toBeInTheDocument();
});

it('keeps one bar through quick successive route changes', () => {
  fire(ROUTE_START_EVENT);
  wait(100);
  fire(ROUTE_START_EVENT);
  wait(100);
  expect(bar()).toHaveAttribute('data-state', 'running');
  fire(ROUTE_END_EVENT);
  wait(300);
  fire(ROUTE_START_EVENT);
  expect(bar()).toHaveAttribute('data-state', 'running');
  wait(1000);
  expect(bar()).toBeInTheDocument();
  fire(ROUTE_END_EVENT);
  wait(500);
  expect(bar()).not.toBeInTheDocument();
});
