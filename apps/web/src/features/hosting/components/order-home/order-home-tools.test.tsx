import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoProfile, renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { orderFixture } from '../test-data';
import { OrderHome } from './order-home';
import { PROFILE, supportProfile } from './test-data';
import {
  CRON,
  cronFixture,
  cronList,
  cronUrl,
  FTP,
  ftpFixture,
  ftpList,
  ftpUrl,
  USAGE,
  usageFixture,
} from './tools-test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const renderHome = (tab: string) => renderWithProviders(<OrderHome order={orderFixture()} />, `/?tab=${tab}`);

describe('order home: FTP', () => {
  it('shows how to connect with explicit TLS and keeps the main account without changes', async () => {
    stubRoutes({ [`GET ${FTP}`]: [ok(ftpList([]))], [PROFILE]: [ok(demoProfile)] });
    renderHome('ftp');
    const connect = await screen.findByRole('region', { name: 'How to connect' });
    expect(connect).toHaveTextContent('srv1.example.uz');
    expect(connect).toHaveTextContent('21');
    expect(connect).toHaveTextContent('FTP with explicit TLS (FTPES)');
    const main = screen.getByRole('listitem', { name: /u5/ });
    expect(main).toHaveTextContent('the whole home folder');
    expect(within(main).queryByRole('button')).toBeNull();
  });

  it('adds an FTP user for one site folder with an Idempotency-Key, and shows a folder refusal on its field', async () => {
    const created = ftpFixture();
    const calls = stubRoutes({
      [`GET ${FTP}`]: [ok(ftpList([])), ok(ftpList([created]))],
      [`POST ${FTP}`]: [
        invalid({ home: ['The folder must be inside the account’s home folder.'] }),
        ok(created),
      ],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome('ftp');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an FTP user' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new FTP user' });
    fireEvent.input(within(dialog).getByLabelText('User name'), { target: { value: 'shopftp' } });
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Ftp-pass-2026!' } });
    const home = within(dialog).getByLabelText('Folder');
    fireEvent.input(home, { target: { value: 'www/shop.uz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the user' }));
    await waitFor(() => expect(home).toHaveAccessibleDescription(/must be inside the account/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the user' }));
    expect(await screen.findByRole('listitem', { name: 'shopftp' })).toHaveTextContent(
      '/var/www/u5/data/www/shop.uz',
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ name: 'shopftp', password: 'Ftp-pass-2026!', home: 'www/shop.uz' });
  });

  it('refuses a folder that climbs out of the home before asking the server', async () => {
    const calls = stubRoutes({ [`GET ${FTP}`]: [ok(ftpList([]))], [PROFILE]: [ok(demoProfile)] });
    renderHome('ftp');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an FTP user' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new FTP user' });
    fireEvent.input(within(dialog).getByLabelText('User name'), { target: { value: 'sneaky' } });
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Ftp-pass-2026!' } });
    const home = within(dialog).getByLabelText('Folder');
    fireEvent.input(home, { target: { value: '../../etc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the user' }));
    await waitFor(() => expect(home).toHaveAccessibleDescription(/inside the account's home folder/));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deletes an FTP user after saying the files stay', async () => {
    const user = ftpFixture();
    const calls = stubRoutes({
      [`GET ${FTP}`]: [ok(ftpList([user])), ok(ftpList([]))],
      [`DELETE ${ftpUrl('shopftp')}`]: [ok(null)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome('ftp');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the FTP user shopftp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shopftp?' });
    expect(dialog).toHaveTextContent('The files in its folder stay.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the user' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'shopftp' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('offers no change in a support session', async () => {
    stubRoutes({ [`GET ${FTP}`]: [ok(ftpList([ftpFixture()]))], [PROFILE]: [ok(supportProfile)] });
    renderHome('ftp');
    expect(await screen.findByRole('listitem', { name: 'shopftp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an FTP user' })).toBeNull();
  });
});

describe('order home: cron', () => {
  it('adds a daily job at 03:00 as the simple choice and lists its schedule in words', async () => {
    const job = cronFixture();
    const calls = stubRoutes({
      [`GET ${CRON}`]: [ok(cronList([])), ok(cronList([job]))],
      [`POST ${CRON}`]: [ok(job)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome('cron');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a cron job' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new cron job' });
    fireEvent.input(within(dialog).getByLabelText('Command'), { target: { value: job.command } });
    expect(within(dialog).getByLabelText('Runs')).toHaveValue('daily');
    fireEvent.input(within(dialog).getByLabelText('Time (server time)'), { target: { value: '03:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the job' }));
    expect(await screen.findByRole('listitem', { name: 'every day at 03:00' })).toHaveTextContent(
      job.command,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      command: job.command,
      schedule: { kind: 'daily', time: '03:00' },
    });
  });

  it('refuses five fields running every minute and a command with a control character, on their fields', async () => {
    const calls = stubRoutes({ [`GET ${CRON}`]: [ok(cronList([]))], [PROFILE]: [ok(demoProfile)] });
    renderHome('cron');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a cron job' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new cron job' });
    const command = within(dialog).getByLabelText('Command');
    // An input drops line breaks itself; a tab is refused by the same rule.
    fireEvent.input(command, { target: { value: 'php a.php\t# x' } });
    fireEvent.change(within(dialog).getByLabelText('Runs'), { target: { value: 'custom' } });
    const fields = await within(dialog).findByLabelText('Cron fields');
    fireEvent.input(fields, { target: { value: '* * * * *' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the job' }));
    await waitFor(() => expect(command).toHaveAccessibleDescription(/one line/));
    fireEvent.input(command, { target: { value: 'php a.php' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the job' }));
    await waitFor(() => expect(fields).toHaveAccessibleDescription(/at most once every 5 minutes/));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('replaces a job keeping its weekly choice, sending it with PUT', async () => {
    const job = cronFixture({
      expression: '30 4 * * 1',
      schedule: { kind: 'weekly', weekday: 1, time: '04:30' },
      schedule_text: 'every Monday at 04:30',
    });
    const calls = stubRoutes({
      [`GET ${CRON}`]: [ok(cronList([job]))],
      [`PUT ${cronUrl('1')}`]: [ok(job)],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome('cron');
    fireEvent.click(await screen.findByRole('button', { name: `Change the job ${job.command}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the cron job' });
    expect(within(dialog).getByLabelText('Day of the week')).toHaveValue('1');
    fireEvent.input(within(dialog).getByLabelText('Time (server time)'), { target: { value: '05:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      command: job.command,
      schedule: { kind: 'weekly', weekday: 1, time: '05:00' },
    });
  });
});

describe('order home: usage bars', () => {
  it('draws a bar per resource, amber above 80 %, red at a limit, with a change-tariff link', async () => {
    stubRoutes({
      [`GET ${USAGE}`]: [
        ok(
          usageFixture({
            disk: { used: 850, limit: 1024 },
            resources: [
              { kind: 'sites', used: 3, limit: 3 },
              { kind: 'mailboxes', used: 0, limit: 10 },
              { kind: 'databases', used: 0, limit: null },
              { kind: 'ftp_users', used: 1, limit: 2 },
              { kind: 'cron_jobs', used: 0, limit: 4 },
            ],
          }),
        ),
      ],
      [`GET ${CRON}`]: [ok(cronList([]))],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome('cron');
    const section = await screen.findByRole('region', { name: 'Use of the tariff' });
    const bars = within(section).getAllByTestId('usage-bar');
    expect(bars.map((bar) => bar.getAttribute('data-level'))).toEqual([
      'warning',
      'critical',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(bars[0]).toHaveTextContent('850 MB of 1024 MB');
    expect(within(bars[1] as HTMLElement).getByRole('meter', { name: 'Sites' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 3',
    );
    expect(bars[3]).toHaveTextContent('0, no limit');
    expect(within(section).getByRole('link', { name: 'Change the tariff' })).toHaveAttribute(
      'href',
      '/change-package?order_id=5',
    );
  });

  it('offers no tariff change while every resource is below its limit', async () => {
    stubRoutes({
      [`GET ${USAGE}`]: [ok(usageFixture())],
      [`GET ${CRON}`]: [ok(cronList([]))],
      [PROFILE]: [ok(demoProfile)],
    });
    renderHome('cron');
    const section = await screen.findByRole('region', { name: 'Use of the tariff' });
    expect(
      within(section)
        .getAllByTestId('usage-bar')
        .every((bar) => bar.dataset.level === 'ok'),
    ).toBe(true);
    expect(within(section).queryByRole('link', { name: 'Change the tariff' })).toBeNull();
  });
});
