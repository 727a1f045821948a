import { screen } from '@testing-library/react';
import { renderApp } from '../test/renderApp';

// The landing page and the shell around it are plain markup: a visitor's first load carries no
// antd (bench/page-weight.mjs counts it). Here any import of antd fails the render.
jest.mock('antd', () => {
  throw new Error('antd was loaded');
});

describe('Landing page for a visitor', () => {
  it('shows the page, header and footer without loading antd', async () => {
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Get Started Now' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(await screen.findByText(/· v0\.1\.0$/)).toBeInTheDocument();
  });
});
