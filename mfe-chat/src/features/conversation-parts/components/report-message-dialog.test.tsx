import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@dating/shared-contracts/api';
import { answer } from '@dating/shared-contracts/testing';
import { ReportMessageDialog } from '../index';
import { renderPart } from '../testing/render-part';

type Remote = Awaited<ReturnType<typeof renderPart>>;
let remote: Remote | null = null;
afterEach(async () => {
  await remote?.unmount();
  remote = null;
});

describe('report a message', () => {
  it('reports that one message with a reason and shows the reference', async () => {
    const report = jest.fn(async () => ({
      ok: true as const,
      report_id: '3',
      reference: 'DSA-2026-12',
      created: true,
    }));
    const onClose = jest.fn();
    remote = await renderPart(
      <ReportMessageDialog open onClose={onClose} conversationId="5" messageId="77" />,
      { api: [answer(endpoints.conversation.report, report)] },
    );
    const dialog = screen.getByRole('dialog', { name: 'Bericht melden' });
    const reasons = within(dialog).getByRole('group', { name: 'Waarom meld je dit?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(7);
    await userEvent.click(
      within(reasons).getByRole('radio', { name: 'Intimidatie of bedreiging' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Melding versturen' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Je melding is ontvangen, referentie DSA-2026-12.',
    );
    // No explanation typed: none is sent.
    expect(report).toHaveBeenCalledWith({
      body: { conversation_id: '5', message_id: '77', reason: 'harassment' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('limits the explanation to what the API accepts', async () => {
    remote = await renderPart(
      <ReportMessageDialog open onClose={jest.fn()} conversationId="5" messageId="77" />,
    );
    expect(screen.getByRole('textbox', { name: 'Toelichting (niet verplicht)' })).toHaveAttribute(
      'maxLength',
      '2000',
    );
  });

  it("says when the message was reported before, with the open report's reference", async () => {
    remote = await renderPart(
      <ReportMessageDialog open onClose={jest.fn()} conversationId="5" messageId="77" />,
      {
        api: [
          answer(endpoints.conversation.report, async () => ({
            ok: true as const,
            report_id: '3',
            reference: 'DSA-2026-12',
            created: false,
          })),
        ],
      },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Spam of reclame' }));
    await userEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Je had dit al gemeld. Je melding staat nog open, referentie DSA-2026-12.',
    );
  });
});
