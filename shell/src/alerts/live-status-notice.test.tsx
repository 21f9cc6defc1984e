import { act, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import type { LiveStatus } from '../session/live-channel';
import { renderWithShell } from '../testing/render-with-shell';
import { LiveStatusNotice } from './live-status-notice';

it('says quietly that live updates are offline while the channel retries, until it is back', async () => {
  const status$ = new BehaviorSubject<LiveStatus>('open');
  await renderWithShell(<LiveStatusNotice status$={status$} />);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();

  act(() => status$.next('retrying'));
  expect(region).toHaveTextContent('Live-updates offline, opnieuw verbinden…');
  // Still the one status region, the same element: no new announcement per retry.
  expect(screen.getAllByRole('status')).toEqual([region]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  act(() => status$.next('open'));
  expect(region).toBeEmptyDOMElement();
  act(() => status$.next('stopped'));
  expect(region).toBeEmptyDOMElement();
});

it('speaks the member’s language', async () => {
  const status$ = new BehaviorSubject<LiveStatus>('retrying');
  await renderWithShell(<LiveStatusNotice status$={status$} />, { locale: 'de' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Live-Aktualisierung offline, neue Verbindung wird aufgebaut…',
  );
});
