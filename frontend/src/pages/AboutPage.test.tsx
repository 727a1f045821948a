import { screen } from '@testing-library/react';
import { testUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

describe('About page', () => {
  it('shows mission, values and technology sections', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Technology Behind It' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Values' })).toBeInTheDocument();
    for (const value of ['Accessibility', 'Innovation', 'Community']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
  });

  it('asks a visitor to "Get Started Today" (/auth) or "Explore Gallery" (/gallery)', async () => {
    renderApp('/about');

    expect(await screen.findByRole('link', { name: 'Get Started Today' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByRole('link', { name: 'Explore Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user to the dashboard instead', async () => {
    renderApp('/about', { user: testUser() });

    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Get Started Today' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Gallery' })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });
});
