import { screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp';

describe('404 page', () => {
  it('shows "404 Page Not Found" for an unknown path, with a way home', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });

  it('is not shown on a known page', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
