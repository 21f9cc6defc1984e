import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  safetyEndpoints,
  type SafetySettings,
  type UpdateSafetyBody,
} from '@dating/shared-contracts/api';
import { anApiError, answer } from '@dating/shared-contracts/testing';
import { mountSettings } from '../testing/mount-settings';

const safetyRegion = async () => within(await screen.findByRole('region', { name: 'Veiligheid' }));

/** An API that keeps what is saved, as the real one does (the words tidied). */
function keepingApi(start: SafetySettings) {
  let stored = start;
  const updates: UpdateSafetyBody[] = [];
  return {
    updates,
    stubs: [
      answer(safetyEndpoints.get, async () => ({ safety: stored })),
      answer(safetyEndpoints.update, async ({ body = {} }) => {
        updates.push(body);
        stored = {
          ...stored,
          ...body,
          hidden_words: (body.hidden_words ?? stored.hidden_words).map((w) =>
            w.trim().toLowerCase(),
          ),
        };
        return { safety: stored };
      }),
    ],
  };
}

describe('the safety settings', () => {
  it('switches a match’s photos and fictional profiles, each saved at once', async () => {
    const api = keepingApi({ show_match_images: false, hide_fictional: false, hidden_words: [] });
    const remote = await mountSettings(api.stubs);
    const region = await safetyRegion();
    const photos = await region.findByRole('switch', { name: "Foto's van matches meteen tonen" });
    expect(photos).not.toBeChecked();
    expect(
      region.getByText(/Foto's van leden met wie je geen match hebt, blijven altijd vervaagd/),
    ).toBeInTheDocument();
    await userEvent.click(photos);
    await waitFor(() => expect(photos).toBeChecked());
    await userEvent.click(region.getByRole('switch', { name: 'Fictieve profielen verbergen' }));
    await waitFor(() => expect(api.updates).toHaveLength(2));
    expect(api.updates).toEqual([{ show_match_images: true }, { hide_fictional: true }]);
    expect(region.getByRole('status')).toHaveTextContent('Opgeslagen.');
    await remote.unmount();
  });

  it('adds and removes hidden words; an empty one is refused at the field', async () => {
    const api = keepingApi({
      show_match_images: false,
      hide_fictional: false,
      hidden_words: ['geld'],
    });
    const remote = await mountSettings(api.stubs);
    const region = await safetyRegion();
    const list = await region.findByRole('list', { name: 'Verborgen woorden' });
    expect(within(list).getByText('geld')).toBeInTheDocument();

    const field = region.getByLabelText('Woord of zin');
    await userEvent.type(field, 'Sugar daddy{Enter}');
    await waitFor(() => expect(within(list).getByText('sugar daddy')).toBeInTheDocument());
    expect(field).toHaveValue('');
    expect(api.updates.at(-1)).toEqual({ hidden_words: ['geld', 'sugar daddy'] });

    await userEvent.click(region.getByRole('button', { name: 'geld verwijderen' }));
    await waitFor(() => expect(within(list).queryByText('geld')).toBeNull());
    expect(api.updates.at(-1)).toEqual({ hidden_words: ['sugar daddy'] });

    // The longest word is taken; an empty one is said at the field, and nothing is sent.
    const sent = api.updates.length;
    await userEvent.type(field, `${'x'.repeat(40)}{Enter}`);
    await userEvent.clear(field);
    await userEvent.click(region.getByRole('button', { name: 'Toevoegen' }));
    expect(field).toHaveAccessibleDescription('Typ een woord of zin van hoogstens 40 tekens.');
    expect(api.updates).toHaveLength(sent + 1);
    await remote.unmount();
  });

  it('keeps the typed word when saving fails, and says why', async () => {
    const remote = await mountSettings([
      answer(safetyEndpoints.update, async () => {
        throw anApiError(500, 'internal_error');
      }),
    ]);
    const region = await safetyRegion();
    const field = await region.findByLabelText('Woord of zin');
    await userEvent.type(field, 'bitcoin{Enter}');
    expect(await region.findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveValue('bitcoin');
    expect(region.getByText('Je hebt nog geen verborgen woorden.')).toBeInTheDocument();
    await remote.unmount();
  });
});
