import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('offers one way home: the button, without the page back link beside it', () => {
    renderWithProviders(<NotFound />, '/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Go to the home page');
    expect(links[0]).toHaveAttribute('href', '/');
  });
});
