import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';
import { THEME_STORAGE_KEY } from '../lib/storageKeys';

/** The canvas of the page's own illustration (its first shape). */
async function illustrationCanvasFill() {
  await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
  const illustration = document.querySelector('svg.not-found-illustration');
  return illustration?.querySelector('rect')?.getAttribute('fill');
}

describe('404 page', () => {
  it('shows "404 Page Not Found" as the page heading for an unknown path', async () => {
    renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('offers a way home and a way to create images', async () => {
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    const create = screen.getByRole('link', { name: /create images/i });
    expect(create).toHaveAttribute('href', '/dashboard');

    await userEvent.click(create);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("draws its own picture in the theme's colours, not antd's stock illustration", async () => {
    const light = renderApp('/no/such/page');
    const lightFill = await illustrationCanvasFill();
    expect(document.querySelector('.ant-result')).toBeNull();
    light.unmount();

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderApp('/no/such/page');
    const darkFill = await illustrationCanvasFill();

    expect(lightFill).toBeTruthy();
    expect(darkFill).toBeTruthy();
    expect(darkFill).not.toBe(lightFill);
  });

  it('is not shown on a known page', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
