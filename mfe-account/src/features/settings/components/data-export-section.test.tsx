import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type DataExport } from '@dating/shared-contracts/api';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { mountSettings } from '../testing/mount-settings';

const PREPARING: DataExport = {
  status: 'preparing',
  requested_at: '2026-06-01T12:00:00.000Z',
  expires_at: null,
  size: null,
};
const READY: DataExport = {
  status: 'ready',
  requested_at: '2026-06-01T12:00:00.000Z',
  expires_at: '2026-06-08T12:01:00.000Z',
  size: 3 * 1024 * 1024,
};

const exportRegion = async () =>
  within(await screen.findByRole('region', { name: 'Mijn gegevens downloaden' }));

describe('download my data', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts an export, shows it being prepared, and offers the zip once it is ready', async () => {
    let current: DataExport | null = null;
    const post = jest.fn(async () => {
      current = PREPARING;
      return { export: current };
    });
    const remote = await mountSettings([
      answer(endpoints.accountData.dataExport, async () => ({ export: current })),
      answer(endpoints.accountData.requestDataExport, post),
    ]);
    const region = await exportRegion();
    await userEvent.click(await region.findByRole('button', { name: 'Mijn gegevens downloaden' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(await region.findByRole('status')).toHaveTextContent('We maken je download klaar.');
    expect(region.queryByRole('button', { name: 'Mijn gegevens downloaden' })).toBeNull();

    // The job finished: the next poll finds it ready.
    current = READY;
    const link = await region.findByRole(
      'link',
      { name: 'Zip downloaden (3 MB)' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/api/data-export.php');
    expect(region.getByRole('status')).toHaveTextContent('Je download staat klaar tot 8 jun 2026');
    expect(region.getByRole('button', { name: 'Nieuwe download klaarmaken' })).toBeEnabled();
    await remote.unmount();
  });

  it('says a failed export failed and tries again on request', async () => {
    const post = jest.fn(async () => ({ export: PREPARING }));
    const remote = await mountSettings([
      answer(endpoints.accountData.dataExport, async () => ({
        export: { ...PREPARING, status: 'failed' as const },
      })),
      answer(endpoints.accountData.requestDataExport, post),
    ]);
    const region = await exportRegion();
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Het klaarmaken van je download is mislukt.',
    );
    await userEvent.click(region.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(await region.findByRole('status')).toHaveTextContent('We maken je download klaar.');
    await remote.unmount();
  });

  it('explains an expired mail link and offers a new export', async () => {
    const remote = await mountSettings([], { path: '/notifications?export=link_expired' });
    const region = await exportRegion();
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    );
    expect(region.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeInTheDocument();
    await remote.unmount();
  });

  it('shows a refused request with the server’s message', async () => {
    const remote = await mountSettings([
      answer(endpoints.accountData.requestDataExport, async () => {
        throw anApiError(429, 'too_many_requests');
      }),
    ]);
    const region = await exportRegion();
    await userEvent.click(await region.findByRole('button', { name: 'Mijn gegevens downloaden' }));
    expect(await region.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(region.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeEnabled();
    await remote.unmount();
  });
});
