import {
  staffAuditEndpoints,
  staffQueueEndpoints,
  staffSessionEndpoints,
  staffTransparencyEndpoints,
  type TransparencyReport,
} from '@dating/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, ok, type SeenCall } from '../../testing/fake-staff-api';
import { aQueue, aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { report, export: exportFile } = staffTransparencyEndpoints;

const aReport = ({ query }: SeenCall): TransparencyReport => ({
  from: query.get('from')!,
  to: query.get('to')!,
  generatedAt: '2026-11-30T10:00:00.000Z',
  notices: {
    total: 4,
    byKind: { profile_report: 3, message_report: 0, complaint: 1 },
    byCategory: { scam: 2, spam: 1, fake_profile_or_scam: 1, privacy: 0 },
    bySource: { member: 3, visitor: 1 },
  },
  ownInitiative: { photoReviews: 6 },
  actions: {
    total: 5,
    byGround: { scam: 2, spam: 1, none: 2 },
    byKind: { dismiss: 2, suspend: 2, ban: 1 },
    reversed: { total: 1, byGround: { scam: 1 }, byKind: { suspend: 1 } },
    automated: 1,
    manual: 4,
    medianHoursNoticeToAction: 4.5,
  },
  appeals: {
    total: 3,
    byStatus: { open: 1, upheld: 1, reversed: 1 },
    medianHoursToDecide: null,
  },
  restrictions: { suspensions: 2, bans: 1 },
});

const adminApi = () =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember({ roles: ['admin'] })))
    .on(staffAuditEndpoints.list, ok({ rows: [], nextBefore: null }))
    .on(report, (call) => ok(aReport(call)))
    .on(exportFile, (call) => ok(aReport(call)));

let click: jest.SpyInstance;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:http://127.0.0.1:8180/file');
  URL.revokeObjectURL = jest.fn();
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => click.mockRestore());

/** The row of a table whose heading cell is `label`. */
const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr')!;

describe('the transparency report', () => {
  it('asks for nothing until a period is chosen, then shows its counts in tables', async () => {
    const api = adminApi();
    const { where } = renderConsole('/transparency', 'nl');
    expect(
      await screen.findByRole('heading', { name: 'Transparantieverslag', level: 1 }),
    ).toBeInTheDocument();
    expect(api.callsOf(report)).toHaveLength(0);
    const from = screen.getByLabelText('Van');
    const to = screen.getByLabelText('Tot en met');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Verslag tonen' }));
    expect(
      await screen.findByRole('heading', { name: 'Van 2026-01-01 tot en met 2026-06-30' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(api.callsOf(report)[0]!.query)).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(where.path).toBe('/transparency?from=2026-01-01&to=2026-06-30');

    const notices = screen.getByRole('table', { name: 'Ontvangen meldingen' });
    expect(rowOf(notices, 'Totaal')).toHaveTextContent('4');
    expect(rowOf(notices, "Nieuwe foto's uit eigen beweging beoordeeld")).toHaveTextContent('6');
    const categories = screen.getByRole('table', { name: 'Meldingen per categorie' });
    expect(rowOf(categories, 'Oplichting')).toHaveTextContent('2');
    const actions = screen.getByRole('table', { name: 'Genomen maatregelen' });
    expect(rowOf(actions, 'Mediane tijd van melding tot maatregel')).toHaveTextContent('4,5 uur');
    expect(rowOf(actions, 'Geautomatiseerd genomen')).toHaveTextContent('1');
    expect(rowOf(actions, 'Blokkeringen')).toHaveTextContent('1');
    const grounds = screen.getByRole('table', { name: 'Maatregelen per grond' });
    expect(
      within(rowOf(grounds, 'Oplichting'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1']);
    const appeals = screen.getByRole('table', { name: 'Bezwaren' });
    expect(rowOf(appeals, 'Besluit teruggedraaid')).toHaveTextContent('1');
    expect(rowOf(appeals, 'Mediane tijd tot besluit over een bezwaar')).toHaveTextContent(
      'geen in deze periode',
    );
  });

  it('downloads the report as CSV and as JSON', async () => {
    const api = adminApi();
    renderConsole('/transparency?from=2026-01-01&to=2026-12-31', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'transparency-2026-01-01-2026-12-31.csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.callsOf(report)).toHaveLength(1);
    expect(api.callsOf(exportFile).map((call) => call.query.get('format'))).toEqual([
      'csv',
      'json',
    ]);
  });

  it('refuses a period that ends before it starts, without asking the API', async () => {
    const api = adminApi();
    renderConsole('/transparency', 'en');
    const from = await screen.findByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    const to = screen.getByLabelText('To and including');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByText('The first day is after the last day.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf(report)).toHaveLength(0);
  });

  it('says when the report cannot be made, with a way to try again', async () => {
    let fail = true;
    adminApi().on(report, (call) =>
      fail ? failure(503, 'service_unavailable') : ok(aReport(call)),
    );
    renderConsole('/transparency?from=2026-01-01&to=2026-12-31', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Appeals' })).toBeInTheDocument();
  });

  it('is not there for a moderator', async () => {
    const api = fakeStaffApi()
      .on(staffSessionEndpoints.me, ok(aStaffMember({ roles: ['moderator', 'support'] })))
      .on(staffQueueEndpoints.queue, ok(aQueue()));
    renderConsole('/transparency?from=2026-01-01&to=2026-12-31', 'en');
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Transparency report' })).toBeNull();
    expect(api.callsOf(report)).toHaveLength(0);
  });
});
