import {
  staffAuditEndpoints,
  staffQueueEndpoints,
  staffSessionEndpoints,
  type AuditRow,
} from '@dating/shared-contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, fakeStaffApi, ok, type SeenCall } from '../../testing/fake-staff-api';
import { aQueue, aStaffMember } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';

const { list, export: exportFile } = staffAuditEndpoints;

const aRow = (id: number, overrides: Partial<AuditRow> = {}): AuditRow => ({
  id: String(id),
  at: '2026-11-30T09:15:00.000Z',
  staffId: '7',
  actor: 'mia@liefdevol.nl',
  action: 'moderation.decided',
  subjectType: 'profile',
  subjectId: '5002',
  detail: { ground: 'scam', text: '<b>Vroeg</b> om geld' },
  ip: '203.0.113.9',
  requestId: 'req-1',
  ...overrides,
});

/** Pages of 100 as the API gives them: rows 250 down to 101, then 100 down to 51. */
const pageOf = ({ query }: SeenCall) => {
  const before = query.get('before');
  const top = before ? Number(before) - 1 : 250;
  const rows = Array.from({ length: before ? 50 : 100 }, (_, i) => aRow(top - i));
  return ok({ rows, nextBefore: before ? null : String(top - 99) });
};

const adminApi = () =>
  fakeStaffApi()
    .on(staffSessionEndpoints.me, ok(aStaffMember({ roles: ['admin'] })))
    .on(list, pageOf);

let click: jest.SpyInstance;
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:http://127.0.0.1:8180/file');
  URL.revokeObjectURL = jest.fn();
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => click.mockRestore());

describe('the audit trail', () => {
  it('is an admin’s area: a link in the menu, rows newest first in a captioned table', async () => {
    adminApi();
    renderConsole('/', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/audit');
    expect(within(nav).getByRole('link', { name: 'Transparency report' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Audit' }));
    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit records, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(101);
    expect(rows[1]).toHaveTextContent('2026-11-30 09:15:00 UTC');
    expect(rows[1]).toHaveTextContent('mia@liefdevol.nl');
    expect(rows[1]).toHaveTextContent('profile:5002');
    // What a member wrote is text, never markup.
    expect(rows[1]).toHaveTextContent('{"ground":"scam","text":"<b>Vroeg</b> om geld"}');
    expect(table.querySelector('b')).toBeNull();
  });

  it('shows older rows on "more", until there are none', async () => {
    const api = adminApi();
    renderConsole('/audit', 'en');
    await screen.findByRole('table', { name: 'Audit records, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Show older records' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(151));
    expect(api.callsOf(list).map((call) => call.query.get('before'))).toEqual([null, '151']);
    expect(screen.queryByRole('button', { name: 'Show older records' })).toBeNull();
  });

  it('filters by the labelled fields, and keeps the filters in the address', async () => {
    const api = adminApi();
    const { where } = renderConsole('/audit', 'nl');
    await screen.findByRole('table', { name: 'Auditregels, nieuwste eerst' });
    await userEvent.type(screen.getByLabelText('Van (dag in UTC)'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Tot en met (dag in UTC)'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('Wie'), 'mia');
    await userEvent.type(screen.getByLabelText('Actie'), 'moderation');
    await userEvent.type(screen.getByLabelText('Onderwerp'), 'profile:5002');
    await userEvent.click(screen.getByRole('button', { name: 'Toon' }));
    await waitFor(() => expect(api.callsOf(list)).toHaveLength(2));
    expect(Object.fromEntries(api.callsOf(list)[1]!.query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      actor: 'mia',
      action: 'moderation',
      subject: 'profile:5002',
    });
    expect(where.path).toBe(
      '/audit?from=2026-11-01&to=2026-11-30&actor=mia&action=moderation&subject=profile%3A5002',
    );
    expect(screen.getByLabelText('Onderwerp')).toHaveValue('profile:5002');
  });

  it('exports the chosen days as CSV or JSON, once both days are chosen', async () => {
    const api = adminApi().on(exportFile, ok([aRow(1)]));
    renderConsole('/audit', 'en');
    await screen.findByRole('table', { name: 'Audit records, newest first' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByText(/Choose a from and a to day above/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('From (UTC day)'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To and including (UTC day)'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const csv = screen.getByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(csv).toBeEnabled());
    await userEvent.click(csv);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('audit-2026-11-01-2026-11-30.csv');
    expect(Object.fromEntries(api.callsOf(exportFile)[0]!.query)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      format: 'csv',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe(
      'audit-2026-11-01-2026-11-30.json',
    );
  });

  it('says when an export or a page fails, with a way to try again', async () => {
    let fail = true;
    adminApi()
      .on(list, (call) => (fail ? failure(500, 'internal_error') : pageOf(call)))
      .on(exportFile, failure(400, 'validation_failed'));
    renderConsole('/audit?from=2026-11-01&to=2026-11-30', 'en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Audit records, newest first' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not everything is filled in');
    expect(click).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    adminApi().on(list, ok({ rows: [], nextBefore: null }));
    renderConsole('/audit?actor=nobody', 'en');
    expect(await screen.findByText('No records match these filters.')).toBeInTheDocument();
  });

  it('is not there for a moderator', async () => {
    const api = fakeStaffApi()
      .on(staffSessionEndpoints.me, ok(aStaffMember({ roles: ['moderator'] })))
      .on(staffQueueEndpoints.queue, ok(aQueue()));
    renderConsole('/audit', 'en');
    expect(
      await screen.findByRole('heading', { name: 'This page does not exist.' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Audit' })).toBeNull();
    expect(api.callsOf(list)).toHaveLength(0);
  });
});
