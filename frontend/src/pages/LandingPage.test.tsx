import { screen, within } from '@testing-library/react';
import { existsSync } from 'node:fs';
import path from 'node:path';
import userEvent from '@testing-library/user-event';
import examples from '../features/marketing/landing-examples.json';
import { testUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

describe('Landing page', () => {
  describe('for a visitor', () => {
    it('invites to sign up: "Get Started Now" and "Create an account now" lead to /auth', async () => {
      renderApp('/');

      expect(await screen.findByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
        'href',
        '/auth',
      );
      expect(screen.getByRole('link', { name: 'Create an account now' })).toHaveAttribute(
        'href',
        '/auth',
      );
      expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    });

    it('"Read More About Our Tools" navigates to /about', async () => {
      const { router } = renderApp('/');

      await userEvent.click(await screen.findByRole('link', { name: 'Read More About Our Tools' }));

      await screen.findByRole('heading', { name: 'Our Mission' });
      expect(router.state.location.pathname).toBe('/about');
    });
  });

  describe('for a signed-in user', () => {
    it('offers "Go to Dashboard" (/dashboard) in the hero and the closing call', async () => {
      renderApp('/', { user: testUser() });

      const dashboardLinks = await screen.findAllByRole('link', { name: 'Go to Dashboard' });
      expect(dashboardLinks).toHaveLength(2);
      for (const link of dashboardLinks) expect(link).toHaveAttribute('href', '/dashboard');
      expect(screen.queryByRole('link', { name: 'Get Started Now' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Create an account now' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Read More About Our Tools' })).toHaveAttribute(
        'href',
        '/about',
      );
    });
  });

  it('presents exactly the five promised features', async () => {
    renderApp('/');

    const features = await screen.findByRole('region', { name: 'Everything you need to create' });
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Advanced AI Models',
      'Detailed Control',
      'Image Storage',
      'ControlNet',
      'Secure Platform',
    ]);
  });

  it('names the models, the fine-tuning tools and the pricing in its subtitle', async () => {
    renderApp('/');

    const subtitle = await screen.findByText(/full control over every parameter/);
    for (const promise of [
      'SDXL',
      'FLUX',
      'Pony',
      'LoRA',
      'ControlNet',
      'VAE',
      'embeddings',
      'LyCORIS',
      'no subscription fees',
    ]) {
      expect(subtitle).toHaveTextContent(promise);
    }
  });

  it('shows example creations with their prompts, sized up front and loaded lazily', async () => {
    renderApp('/');

    const section = await screen.findByRole('region', { name: 'From prompt to picture' });
    const pictures = within(section).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(
      examples.map((example) => example.prompt),
    );
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('src', expect.stringMatching(/^\/examples\/[a-z-]+\.webp$/));
      expect(picture).toHaveAttribute('width', '384');
      expect(picture).toHaveAttribute('height', '384');
      expect(picture).toHaveAttribute('loading', 'lazy');
    }
    expect(within(section).getByText('FLUX.1 Dev · seed 7')).toBeInTheDocument();
  });

  it('ships every example picture it names', () => {
    const publicDir = path.resolve(__dirname, '../../public/examples');
    for (const example of examples) {
      expect(existsSync(path.join(publicDir, example.file))).toBe(true);
    }
  });
});
