import { referralPaths } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { ReferralsOverview } from './referrals-overview';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const link = 'https://portal.example.uz/registration?ref=abcd2345';
const emptyOverview = {
  code: 'abcd2345',
  link,
  share_percent: 10,
  joined_count: 0,
  earned_total: 0,
  referrals: [],
};

function renderOverview(data: object = emptyOverview) {
  localStorage.setItem('token', 't');
  stubApi({ [referralPaths.overview]: { body: { status: true, data } } });
  return renderWithProviders(<ReferralsOverview />, '/user/refereal');
}

describe('ReferralsOverview', () => {
  it('shows the link and the empty state when nobody joined yet', async () => {
    renderOverview();
    expect(await screen.findByLabelText('Your personal referral link')).toHaveValue(link);
    expect(screen.getByText('No referrals yet')).toBeInTheDocument();
    expect(screen.getByTestId('referrals-joined')).toHaveTextContent('0');
    expect(screen.getByTestId('referrals-earned')).toHaveTextContent('0 som');
    expect(screen.getByText(/10% of the amount/)).toBeInTheDocument();
  });

  it('lists the people who joined with what each earned', async () => {
    renderOverview({
      ...emptyOverview,
      joined_count: 2,
      earned_total: 1500.5,
      referrals: [
        { id: 2, name: 'Alisher K.', joined_at: '2026-04-02T10:00:00Z', earned: 1500.5 },
        { id: 1, name: 'Dilnoza R.', joined_at: '2026-04-01T10:00:00Z', earned: 0 },
      ],
    });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Alisher K.');
    expect(items[0]).toHaveTextContent('1,500.5 som');
    expect(items[0]).toHaveTextContent('Joined 2 Apr 2026');
    expect(screen.getByTestId('referrals-joined')).toHaveTextContent('2');
    expect(screen.queryByText('No referrals yet')).not.toBeInTheDocument();
  });

  it('copies the link with the Clipboard API and announces it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderOverview();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    // The status region is polite: screen readers announce the change.
    const status = await screen.findByText('Link copied', {}, { timeout: 3000 });
    expect(status).toHaveAttribute('role', 'status');
  });

  it('falls back to a selection copy without the Clipboard API', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    renderOverview();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('offers sharing only where the device can share', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderOverview();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
  });

  it('has no share button without navigator.share', async () => {
    renderOverview();
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
