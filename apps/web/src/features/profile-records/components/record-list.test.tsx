import { profileRecordPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { RecordList } from './record-list';
import { recordFixture, stubApi } from './test-data';

beforeEach(() => {
  localStorage.setItem('token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecordList', () => {
  it('shows the empty list with the add-new link', async () => {
    stubApi({ [`GET ${profileRecordPaths.list}`]: () => ({ body: { status: true, data: [], total: 0 } }) });
    renderWithProviders(<RecordList />);
    expect(await screen.findByText(/You have no profiles yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a profile' })).toHaveAttribute('href', '/profayl/new');
  });

  it('shows each record with its name, passport and region, and deletes one after a confirmation', async () => {
    let records = [
      recordFixture(),
      recordFixture({
        id: 8,
        firstname: 'Farhod',
        lastname: 'Rahimov',
        middlename: null,
        country: 'TJ',
        region: null,
        files: [],
      }),
    ];
    const calls = stubApi({
      [`GET ${profileRecordPaths.list}`]: () => ({
        body: { status: true, data: records, total: records.length },
      }),
      'DELETE /api/client/user/profile-records/7': () => {
        records = records.filter((record) => record.id !== 7);
        return { body: { status: true, data: null } };
      },
    });
    renderWithProviders(<RecordList />);
    const card = await screen.findByRole('listitem', { name: 'Karimova Oʻgʻiloy Rustamovna' });
    expect(within(card).getByText('Passport').nextSibling).toHaveTextContent('AA1234567');
    expect(within(card).getByText('Region').nextSibling).toHaveTextContent('Tashkent City');
    expect(within(card).getByText('Documents').nextSibling).toHaveTextContent('1 of 3 uploaded');
    expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/profayl/new?id=7');
    const foreign = screen.getByRole('listitem', { name: 'Rahimov Farhod' });
    expect(within(foreign).getByText('Country').nextSibling).toHaveTextContent('Tajikistan');

    const user = userEvent.setup();
    // Delete looks destructive (the one danger style), like unlinking Telegram; not a plain link.
    expect(within(card).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(within(card).getByText(/Delete this profile and its documents/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Yes, delete' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The profile was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Karimova Oʻgʻiloy Rustamovna' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Rahimov Farhod' })).toBeInTheDocument();
  });

  it('shows whether staff verified each record, and why one was rejected', async () => {
    const records = [
      recordFixture(),
      recordFixture({ id: 8, firstname: 'Farhod', middlename: null, verification: 'approved' }),
      recordFixture({
        id: 9,
        firstname: 'Bobur',
        middlename: null,
        verification: 'rejected',
        rejection_reason: 'The passport scan is blurred.',
      }),
    ];
    stubApi({
      [`GET ${profileRecordPaths.list}`]: () => ({ body: { status: true, data: records, total: 3 } }),
    });
    renderWithProviders(<RecordList />);
    const pending = await screen.findByRole('listitem', { name: 'Karimova Oʻgʻiloy Rustamovna' });
    expect(within(pending).getByText('Check').nextSibling).toHaveTextContent('Being checked');
    expect(
      within(pending).getByText(/Our staff check the details against the documents/),
    ).toBeInTheDocument();
    const approved = screen.getByRole('listitem', { name: 'Karimova Farhod' });
    expect(within(approved).getByText('Check').nextSibling).toHaveTextContent('Verified');
    expect(within(approved).queryByRole('alert')).not.toBeInTheDocument();
    const rejected = screen.getByRole('listitem', { name: 'Karimova Bobur' });
    expect(within(rejected).getByText('Check').nextSibling).toHaveTextContent('Rejected');
    expect(within(rejected).getByRole('alert')).toHaveTextContent(
      'Our staff rejected this profile: The passport scan is blurred. Fix the details or the documents and save',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({
      [`GET ${profileRecordPaths.list}`]: () => ({
        status: 500,
        body: { status: false, code: 'INTERNAL', message: 'x' },
      }),
    });
    renderWithProviders(<RecordList />);
    expect(
      await screen.findByText('The profiles could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });
});
