import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Outlet, useNavigate } from 'react-router';
import { renderRoutes } from '@/test/render';
import { Page } from './page';
import { useFocusAfterNavigation } from './use-focus-after-navigation';

function Shell() {
  useFocusAfterNavigation();
  return (
    <main id="main" tabIndex={-1}>
      <Link to="/other">Other page</Link>
      <Outlet />
    </main>
  );
}

/** A form that, once sent, sends the customer on by itself (as login, checkout and the guards do). */
function SendingForm() {
  const navigate = useNavigate();
  return (
    <Page title="Checkout">
      <button type="button" onClick={() => navigate('/done', { replace: true })}>
        Pay
      </button>
    </Page>
  );
}

const renderApp = () =>
  renderRoutes([
    {
      element: <Shell />,
      children: [
        { path: '/', element: <SendingForm /> },
        { path: '/done', element: <Page title="Your domain" /> },
        { path: '/other', element: <Page title="Other" /> },
      ],
    },
  ]);

describe('focus after a navigation', () => {
  it('goes to the new page’s heading after a redirect took the focused control away', async () => {
    renderApp();
    const pay = screen.getByRole('button', { name: 'Pay' });
    pay.focus();
    fireEvent.click(pay);
    const heading = await screen.findByRole('heading', { name: 'Your domain' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('goes to the new page’s heading after a menu link, not back into the menu', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Other page' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Other' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
