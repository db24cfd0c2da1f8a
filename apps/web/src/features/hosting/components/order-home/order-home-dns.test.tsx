import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoProfile, renderWithProviders } from '@/test/render';
import { invalid, ok, stubRoutes } from '@/test/test-network';
import { orderFixture } from '../test-data';
import { OrderHome } from './order-home';
import { PROFILE, recordFixture, recordList, recordsUrl, recordUrl, resetUrl, ZONES } from './test-data';

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => vi.unstubAllGlobals());

const zones = ok([
  { name: 'example.uz', site: 'example.uz' },
  { name: 'shop.uz', site: 'shop.uz' },
]);
const mx = recordFixture({ id: 'r2', type: 'MX', value: 'mail.example.uz', priority: 10 });

const renderDns = (query = '') =>
  renderWithProviders(<OrderHome order={orderFixture()} />, `/?tab=dns${query}`);

describe('order home: DNS records', () => {
  it('lists the zone the address names, with each record’s numbers', async () => {
    stubRoutes({
      [`GET ${ZONES}`]: [zones],
      [`GET ${recordsUrl('shop.uz')}`]: [ok(recordList([mx], 'shop.uz'))],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDns('&zone=shop.uz');
    const list = await screen.findByRole('list', { name: 'Records of shop.uz' });
    const record = within(list).getByRole('listitem', { name: 'MX shop.uz' });
    expect(record).toHaveTextContent('mail.example.uz');
    expect(record).toHaveTextContent('priority 10 · TTL 3600');
    expect(screen.getByLabelText('Zone')).toHaveValue('shop.uz');
  });

  it('adds an MX: the priority field appears for the type, and a server refusal lands on its field', async () => {
    const calls = stubRoutes({
      [`GET ${ZONES}`]: [zones],
      [`GET ${recordsUrl('example.uz')}`]: [ok(recordList([recordFixture()]))],
      [`POST ${recordsUrl('example.uz')}`]: [
        invalid({ value: ['Enter a host name, e.g. mail.example.uz.'] }),
        ok(mx),
      ],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDns();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a record' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new record in example.uz' });
    expect(within(dialog).queryByLabelText('Priority')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'MX' } });
    fireEvent.input(within(dialog).getByLabelText('Mail server'), { target: { value: 'mail.example.uz' } });
    fireEvent.input(await within(dialog).findByLabelText('Priority'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the record' }));
    const value = within(dialog).getByLabelText('Mail server');
    await waitFor(() => expect(value).toHaveAccessibleDescription(/Enter a host name/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent[1]).toEqual({ type: 'MX', name: '@', value: 'mail.example.uz', ttl: 3600, priority: 10 });
  });

  it('checks a value by its type before sending (an A record needs an IPv4 address)', async () => {
    const calls = stubRoutes({
      [`GET ${ZONES}`]: [zones],
      [`GET ${recordsUrl('example.uz')}`]: [ok(recordList([]))],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDns();
    expect(await screen.findByText(/example.uz has no records/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a record' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('IPv4 address'), { target: { value: '300.1.1.1' } });
    fireEvent.input(within(dialog).getByLabelText('TTL, seconds'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the record' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('IPv4 address')).toHaveAccessibleDescription(
        /Enter an IPv4 address/,
      ),
    );
    expect(within(dialog).getByLabelText('TTL, seconds')).toHaveAccessibleDescription(
      /between 300 and 86400/,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('deletes a record and resets the zone only after a confirmation saying what goes', async () => {
    const calls = stubRoutes({
      [`GET ${ZONES}`]: [zones],
      [`GET ${recordsUrl('example.uz')}`]: [ok(recordList([recordFixture(), mx]))],
      [`DELETE ${recordUrl('example.uz', 'r2')}`]: [ok(null)],
      [`POST ${resetUrl('example.uz')}`]: [ok(recordList([recordFixture()]))],
      [PROFILE]: [ok(demoProfile)],
    });
    renderDns();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete MX example.uz' }));
    const confirmDelete = await screen.findByRole('dialog', { name: 'Delete the record?' });
    expect(confirmDelete).toHaveTextContent('The MX record of example.uz (mail.example.uz) is removed');
    fireEvent.click(within(confirmDelete).getByRole('button', { name: 'Delete the record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(recordUrl('example.uz', 'r2'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const confirmReset = await screen.findByRole('dialog', { name: 'Reset example.uz to defaults?' });
    expect(confirmReset).toHaveTextContent('including the ones you added');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirmReset).getByRole('button', { name: 'Reset the zone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ confirm: true });
  });

  it('an order without zones says where they come from', async () => {
    stubRoutes({ [`GET ${ZONES}`]: [ok([])], [PROFILE]: [ok(demoProfile)] });
    renderDns();
    expect(await screen.findByText(/There are no DNS zones yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sites' })).toHaveAttribute('href', '/?tab=sites');
  });
});
