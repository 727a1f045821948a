import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeAuthToken } from '../lib/authToken';
import { meMock, testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { installMatchMedia } from '../test/matchMedia';
import { renderApp } from '../test/renderApp';

/** The header's page links, by name, in order. */
async function navLinkNames(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('Header', () => {
  it('shows a visitor Home and a Login button to /auth, and no account links', async () => {
    renderApp('/about');

    expect(await navLinkNames()).toEqual(['Home']);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/credits$/)).not.toBeInTheDocument();
  });

  it('offers no Login while a stored token is being checked', async () => {
    writeAuthToken('stored-token');
    const me = heldOperation('Me');
    renderApp('/about', { mocks: [meMock(testUser())], before: me.link });

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    me.release();
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('brings the brand logo back home', async () => {
    const { router } = renderApp('/about');

    await userEvent.click(await screen.findByRole('link', { name: 'PixelForge Studio' }));

    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a signed-in user Create! and My Images, the credit balance and the avatar', async () => {
    renderApp('/about', { user: testUser({ name: 'Ada Lovelace', creditBalance: 42.5 }) });

    expect(await screen.findByRole('button', { name: /Account menu/ })).toHaveTextContent('AL');
    expect(await navLinkNames()).toEqual(['Home', 'Create!', 'My Images']);
    expect(screen.getByRole('link', { name: 'Create!' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'My Images' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByText('42.5 credits')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('adds Admin for an administrator, whose free tier shows unlimited credits', async () => {
    renderApp('/about', { user: testUser({ isAdmin: true, creditBalance: 50 }) });

    await screen.findByRole('button', { name: /Account menu/ });
    expect(await navLinkNames()).toEqual(['Home', 'Create!', 'My Images', 'Admin']);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Unlimited credits')).toBeInTheDocument();
    expect(screen.queryByText('50 credits')).not.toBeInTheDocument();
  });

  it('lists name, email and the account pages in the avatar menu', async () => {
    renderApp('/about', { user: testUser({ name: 'Ada Lovelace', email: 'ada@example.com' }) });

    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));

    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Images', 'Credits', 'Settings', 'Logga ut']);
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('leads from the avatar menu to the credits page', async () => {
    const { router } = renderApp('/about', { user: testUser() });

    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    const credits = within(menu).getByRole('link', { name: 'Credits' });
    expect(credits).toHaveAttribute('href', '/credits');

    await userEvent.click(credits);

    expect(router.state.location.pathname).toBe('/credits');
  });

  it('adds Adminpanel to the avatar menu for an administrator', async () => {
    renderApp('/about', { user: testUser({ isAdmin: true }) });

    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));

    const adminItem = await screen.findByRole('link', { name: 'Adminpanel' });
    expect(adminItem).toHaveAttribute('href', '/admin');
  });

  it('opens the help on how the studio works', async () => {
    renderApp('/about');

    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Help' }));

    const dialog = await screen.findByRole('dialog');
    for (const step of [
      'Choose a model',
      'Write a prompt',
      'Generate',
      'Save to folders',
      'Pay per use',
    ]) {
      expect(within(dialog).getByText(step)).toBeInTheDocument();
    }
    // Unsaved results do stay for a while: the recent strip and the history show them.
    expect(
      within(dialog).getByText(
        /Results you do not save stay in Recent generations and in the generation history/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/are not stored/)).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(() => installMatchMedia(false, 390));

    it('folds the page links behind a menu button; a followed link closes it', async () => {
      const { router } = renderApp('/about', { user: testUser() });
      // Signed in: the links of a signed-in user.
      await screen.findByRole('button', { name: /Account menu/ });

      const button = screen.getByRole('button', { name: 'Open navigation' });
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await navLinkNames()).toEqual(['Home', 'Create!', 'My Images', 'Credits']);

      await userEvent.click(screen.getByRole('link', { name: 'Home' }));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    });

    it('leads to the credits page from the menu, Admin after it for an administrator', async () => {
      const { router } = renderApp('/about', { user: testUser({ isAdmin: true }) });
      await screen.findByRole('button', { name: /Account menu/ });

      await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
      expect(await navLinkNames()).toEqual(['Home', 'Create!', 'My Images', 'Credits', 'Admin']);
      await userEvent.click(screen.getByRole('link', { name: 'Credits' }));

      expect(router.state.location.pathname).toBe('/credits');
    });

    it('shows the balance as a figure by the bolt, still named in credits', async () => {
      renderApp('/about', { user: testUser({ creditBalance: 123456.78 }) });

      const badge = await screen.findByRole('link', { name: '123,456.78 credits' });
      expect(within(badge).getByText('123,456.78')).toBeInTheDocument();
      expect(screen.queryByText('123,456.78 credits')).not.toBeInTheDocument();
    });

    it('closes the page links on Escape and gives focus back to the menu button', async () => {
      renderApp('/about');

      const button = await screen.findByRole('button', { name: 'Open navigation' });
      await userEvent.click(button);
      expect(await navLinkNames()).toEqual(['Home']);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });
  });
});
