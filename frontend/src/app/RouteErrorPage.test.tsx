import { screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp';

// What a browser reports when a page chunk vanished with a new deploy.
jest.mock('../pages/AboutPage', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('A page that fails to load', () => {
  // React reports every error a boundary catches; here that error is the point of the test.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error inside the layout, with a reload and the header still usable', async () => {
    renderApp('/about');

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
