import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRemote } from '@dating/platform/testing';
import {
  verificationEndpoints as verification,
  type VerificationResponse,
} from '@dating/shared-contracts/api';
import { aSessionUser, answer, type EndpointStub } from '@dating/shared-contracts/testing';
import * as app from '../../../app';

function mountPage(api: readonly EndpointStub[], user = aSessionUser('Sanne')) {
  return mountRemote(app, { remote: 'mfe-account', path: '/verify', user, api });
}

describe('the verification page', () => {
  it('draws a pose on the server, shows it, and sends the selfie taken with the camera', async () => {
    let state: VerificationResponse = { status: 'none' };
    const sent: FormData[] = [];
    await mountPage([
      answer(verification.get, async () => state),
      answer(verification.pose, async () => (state = { status: 'none', pose: 'thumbs_up' })),
      answer(verification.submit, async ({ body }) => {
        sent.push(body as FormData);
        return (state = {
          status: 'pending',
          pose: 'thumbs_up',
          requested_at: '2026-12-01T10:00:00.000Z',
        });
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Verifieer je profiel' })).toBeVisible();
    expect(screen.getByText(/alleen tot een moderator heeft beslist/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Verifiëren' }));
    expect(await screen.findByRole('img', { name: 'steek je duim omhoog' })).toBeVisible();
    const camera = screen.getByLabelText('Selfie maken');
    expect(camera).toHaveAttribute('capture', 'user');
    expect(camera).toHaveAttribute('accept', 'image/*');

    await userEvent.upload(camera, new File(['selfie'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/wacht op een moderator/)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.get('selfie') as File).name).toBe('me.jpg');
  });

  it('tells a refused member why, in their language, and lets them try again', async () => {
    await mountPage([
      answer(verification.get, async (): Promise<VerificationResponse> => ({
        status: 'refused',
        reason: 'face_not_visible',
        decided_at: '2026-12-01T10:00:00.000Z',
      })),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je verificatie is niet gelukt: je gezicht was niet goed te zien.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });

  it('says when the badge waits for a moderator to see a new main photo', async () => {
    await mountPage([
      answer(verification.get, async (): Promise<VerificationResponse> => ({ status: 'paused' })),
    ]);
    expect(await screen.findByText(/Je hebt een nieuwe hoofdfoto/)).toBeVisible();
  });
});
