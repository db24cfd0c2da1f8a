import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { storeToken, TOKEN_STORAGE_KEY } from '@/lib/session';
import { Component as Home } from './home';

function renderHome() {
  render(
    <AppProvider>
      <MemoryRouter>
        <Home />
      </MemoryRouter>
    </AppProvider>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Menu' });

describe('home page', () => {
  it('shows a visitor the features, the tariffs label and the public menu', async () => {
    renderHome();

    const features = await screen.findByRole('region', { name: 'What you get' });
    expect(within(features).getByText('PHP 5.4, 5.6, 7.2, 7.4, 8.0')).toBeInTheDocument();
    expect(within(features).getAllByRole('listitem')).toHaveLength(8);

    const hosting = screen.getByRole('link', { name: /Virtual hosting/ });
    expect(hosting).toHaveAttribute('href', '/order');
    expect(within(hosting).getByText('Tariffs')).toBeInTheDocument();
    const domains = screen.getByRole('link', { name: /Domain registration/ });
    expect(domains).toHaveAttribute('href', '/domen');
    expect(within(domains).getByText('New')).toBeInTheDocument();

    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news', '/info', '/rules', '/payments']);
    expect(within(links[0]!).getByText('0')).toBeInTheDocument();
    expect(within(links[0]!).getByText('0 new')).toBeInTheDocument();
  });

  it('shows a logged-in customer the management entry and no features block', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-stored-token');
    renderHome();

    const manage = await within(await screen.findByRole('navigation', { name: 'Menu' })).findByRole('link', {
      name: /Manage my services/,
    });
    expect(manage).toHaveAttribute('href', '/my_orders');
    expect(within(menu()).getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'What you get' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tariffs')).not.toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('switches to the customer view as soon as a token is stored', async () => {
    renderHome();
    await screen.findByRole('region', { name: 'What you get' });

    act(() => storeToken('fresh-token', false));

    expect(screen.queryByRole('region', { name: 'What you get' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: /Manage my services/ })).toBeInTheDocument();
  });
});
