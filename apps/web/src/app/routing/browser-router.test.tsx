import { act, render, screen } from '@testing-library/react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { navigateAtOnce } from '@/lib/routing/navigate-at-once';
import { BrowserRouter } from './browser-router';

let navigate: NavigateFunction = () => undefined;
function Where() {
  navigate = useNavigate();
  return <p>at {useLocation().pathname}</p>;
}

const renderAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <Where />
    </BrowserRouter>,
  );
};

/** The page's text right after `go` returns, before act lets React finish what is left. */
async function textRightAfter(go: () => void): Promise<string> {
  let seen = '';
  await act(async () => {
    go();
    seen = screen.getByText(/^at /).textContent ?? '';
  });
  return seen;
}

describe('BrowserRouter', () => {
  it('renders a navigation made through navigateAtOnce before it returns', async () => {
    renderAt('/my-data');
    expect(await textRightAfter(() => navigateAtOnce(() => navigate('/', { replace: true })))).toBe('at /');
    expect(window.location.pathname).toBe('/');
  });

  it('renders any other navigation in a transition, after the call', async () => {
    renderAt('/my-data');
    expect(await textRightAfter(() => navigate('/news'))).toBe('at /my-data');
    expect(screen.getByText('at /news')).toBeInTheDocument();
  });
});
