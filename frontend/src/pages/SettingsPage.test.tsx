import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiKey, apiKeysMock } from '../features/account/settings/api-keys/apiKeyMocks';
import {
  delivery,
  webhook,
  webhookDeliveriesMock,
  webhooksMock,
} from '../features/account/settings/webhooks/webhookMocks';
import {
  MyShareLinksDocument,
  RevokeShareLinkDocument,
} from '../graphql/generated/sharing/graphql';
import { folderShareLink, shareLink } from '../features/sharing/testing/shareFixtures';
import { testUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import {
  GENERATION_SETTINGS_KEY,
  REMEMBER_SETTINGS_KEY,
  THEME_STORAGE_KEY,
} from '../lib/storageKeys';

const storedSettings = () =>
  JSON.parse(localStorage.getItem(GENERATION_SETTINGS_KEY) ?? 'null') as unknown;
const storeSettings = (value: unknown) =>
  localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify(value));

// What the dashboard saves while "Remember settings" is on, beside the settings page's own keys.
const savedParameters = { prompt: 'a red fox', steps: 30, loras: [{ id: 'x', weight: 1 }] };

/** The user's share links, as the settings' "Shared links" asks for them. */
const shareLinksMock = (links: ReturnType<typeof shareLink>[]): MockLink.MockedResponse => ({
  request: { query: MyShareLinksDocument },
  result: { data: { myShareLinks: links } },
});

async function renderSettings(
  tab?: 'API & Connection' | 'Notifications',
  mocks: MockLink.MockedResponse[] = [shareLinksMock([])],
) {
  // The 'API & Connection' tab also lists the user's API keys, webhooks and their deliveries.
  renderApp('/settings', {
    user: testUser(),
    mocks: [
      apiKeysMock([apiKey()]),
      webhooksMock([webhook()]),
      webhookDeliveriesMock([delivery()]),
      ...mocks,
    ],
  });
  await screen.findByRole('heading', { name: 'Settings' });
  if (tab) await userEvent.click(screen.getByRole('tab', { name: tab }));
  return within(screen.getByRole('tabpanel', { name: tab ?? 'Interface' }));
}

describe('Settings page', () => {
  it('has the tabs Interface, API & Connection and Notifications', async () => {
    await renderSettings();

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Interface', 'API & Connection', 'Notifications']);
  });

  describe('Shared links', () => {
    const tripsLink = folderShareLink('l1', 'Trips', {
      views: 4,
      lastViewedAt: '2026-01-16T12:00:00.000Z',
    });

    it("lists the user's links below the tabs, with views and last view, to edit", async () => {
      await renderSettings(undefined, [shareLinksMock([tripsLink, shareLink('l2')])]);

      const section = within(screen.getByRole('region', { name: 'Shared links' }));
      const rows = within(
        await section.findByRole('list', { name: 'Your shared links' }),
      ).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      const trips = within(rows[0]!);
      expect(trips.getByText('Trips')).toBeInTheDocument();
      expect(
        trips.getByText(/^Views: 4 · Last view: Jan 16, 2026, .* · Created: Jan 15, 2026$/),
      ).toBeInTheDocument();

      await userEvent.click(
        trips.getByRole('button', { name: 'Edit the link to the folder "Trips"' }),
      );
      expect(await screen.findByRole('dialog', { name: 'Edit share link' })).toBeInTheDocument();
    });

    it('revokes a link from the settings', async () => {
      const revoked = jest.fn();
      await renderSettings(undefined, [
        shareLinksMock([tripsLink, shareLink('l2')]),
        {
          request: { query: RevokeShareLinkDocument, variables: { id: 'l2' } },
          result: () => {
            revoked();
            return { data: { revokeShareLink: true } };
          },
        },
      ]);
      const section = within(screen.getByRole('region', { name: 'Shared links' }));
      const list = await section.findByRole('list', { name: 'Your shared links' });

      await userEvent.click(
        within(list).getByRole('button', { name: 'Revoke the link to an image' }),
      );
      await userEvent.click(
        within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }),
      );

      expect(await screen.findByText('Link revoked')).toBeInTheDocument();
      expect(revoked).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    });
  });

  describe('Interface', () => {
    it('sets the theme through the app theme (ui-theme)', async () => {
      const panel = await renderSettings();

      await userEvent.click(panel.getByRole('combobox', { name: 'Theme' }));
      await userEvent.click(await screen.findByTitle('Dark'));

      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    });

    it('starts with "Remember settings" off and "Show cost" on', async () => {
      const panel = await renderSettings();

      expect(panel.getByRole('switch', { name: 'Remember settings' })).not.toBeChecked();
      expect(panel.getByRole('switch', { name: 'Show cost' })).toBeChecked();
    });

    it('reads both switches from storage', async () => {
      localStorage.setItem(REMEMBER_SETTINGS_KEY, 'true');
      storeSettings({ displayCost: false });
      const panel = await renderSettings();

      expect(panel.getByRole('switch', { name: 'Remember settings' })).toBeChecked();
      expect(panel.getByRole('switch', { name: 'Show cost' })).not.toBeChecked();
    });

    it('stores "Remember settings" as "true"/"false"; off deletes the saved parameters only', async () => {
      storeSettings({ ...savedParameters, apiKey: 'k', apiEndpoint: 'https://e.example/v1' });
      const panel = await renderSettings();
      const remember = panel.getByRole('switch', { name: 'Remember settings' });

      await userEvent.click(remember);
      expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('true');
      expect(storedSettings()).toEqual({
        ...savedParameters,
        apiKey: 'k',
        apiEndpoint: 'https://e.example/v1',
      });

      await userEvent.click(remember);
      expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('false');
      expect(remember).not.toBeChecked();
      expect(storedSettings()).toEqual({ apiKey: 'k', apiEndpoint: 'https://e.example/v1' });
    });

    it('stores "Show cost" as displayCost inside generationSettings, keeping the other keys', async () => {
      storeSettings({ ...savedParameters, apiKey: 'k' });
      const panel = await renderSettings();

      await userEvent.click(panel.getByRole('switch', { name: 'Show cost' }));

      expect(storedSettings()).toEqual({ ...savedParameters, apiKey: 'k', displayCost: false });
    });

    it('copes with malformed stored settings', async () => {
      localStorage.setItem(GENERATION_SETTINGS_KEY, '{not json');
      const panel = await renderSettings();

      const showCost = panel.getByRole('switch', { name: 'Show cost' });
      expect(showCost).toBeChecked();
      await userEvent.click(showCost);

      expect(storedSettings()).toEqual({ displayCost: false });
    });

    it('says "Error saving" when the browser refuses to store, and leaves the switch as it was', async () => {
      const panel = await renderSettings();
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new Error('The quota has been exceeded.');
      });

      try {
        await userEvent.click(panel.getByRole('switch', { name: 'Remember settings' }));

        expect(await screen.findByText('Error saving')).toBeInTheDocument();
        expect(screen.getByText('The quota has been exceeded.')).toBeInTheDocument();
        expect(panel.getByRole('switch', { name: 'Remember settings' })).not.toBeChecked();
      } finally {
        jest.restoreAllMocks();
      }
    });
  });

  describe('API & Connection', () => {
    it('masks the key and shows the default endpoint as a placeholder', async () => {
      storeSettings({ apiKey: 'my-key' });
      const panel = await renderSettings('API & Connection');

      const key = panel.getByLabelText('API key');
      expect(key).toHaveAttribute('type', 'password');
      expect(key).toHaveValue('my-key');
      const endpoint = panel.getByLabelText('API endpoint');
      expect(endpoint).toHaveValue('');
      expect(endpoint).toHaveAttribute('placeholder', 'https://api.runware.ai/v1');
    });

    it("names the provider's key apart from the personal API keys for this studio", async () => {
      const panel = await renderSettings('API & Connection');

      const provider = panel.getByRole('region', { name: 'Image provider account' });
      expect(within(provider).getByLabelText('API key')).toBeInTheDocument();
      expect(
        within(provider).getByText(/This is the provider's key, not a key for this studio/),
      ).toBeInTheDocument();
      const personal = panel.getByRole('region', { name: 'Personal API keys' });
      expect(within(personal).queryByLabelText('API key')).not.toBeInTheDocument();
      expect(
        within(personal).getByText(/call this studio's API with a personal key/),
      ).toBeVisible();
    });

    it('lists the personal API keys below the key and endpoint fields', async () => {
      const panel = await renderSettings('API & Connection');

      const section = panel.getByRole('region', { name: 'Personal API keys' });
      expect(await within(section).findByText('Nightly backup')).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Create API key' })).toBeVisible();
      // The spec's fields stay first, as they were.
      const endpoint = panel.getByLabelText('API endpoint');
      expect(endpoint.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
    });

    it('lists the webhooks and their recent deliveries below the API keys', async () => {
      const panel = await renderSettings('API & Connection');

      const section = panel.getByRole('region', { name: 'Webhooks' });
      const list = await within(section).findByRole('list', { name: 'Your webhooks' });
      expect(within(list).getByText('https://hooks.example.com/pixelforge')).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Add webhook' })).toBeVisible();
      const deliveries = await within(section).findByRole('table', { name: 'Recent deliveries' });
      expect(within(deliveries).getByText('Succeeded')).toBeInTheDocument();
      const apiKeys = panel.getByRole('region', { name: 'Personal API keys' });
      expect(apiKeys.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });

    it('refuses an endpoint that is not a URL, saving nothing', async () => {
      storeSettings(savedParameters);
      const panel = await renderSettings('API & Connection');

      await userEvent.type(panel.getByLabelText('API endpoint'), 'api.example');
      await userEvent.click(panel.getByRole('button', { name: 'Save' }));

      expect(await panel.findByText('Enter a valid URL')).toBeInTheDocument();
      expect(storedSettings()).toEqual(savedParameters);
      expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    });

    it('merges key and endpoint into generationSettings and says "Settings saved"', async () => {
      storeSettings({ ...savedParameters, displayCost: false });
      const panel = await renderSettings('API & Connection');

      await userEvent.type(panel.getByLabelText('API key'), ' my-key ');
      await userEvent.type(panel.getByLabelText('API endpoint'), 'https://proxy.example/v1');
      await userEvent.click(panel.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Settings saved')).toBeInTheDocument();
      expect(storedSettings()).toEqual({
        ...savedParameters,
        displayCost: false,
        apiKey: 'my-key',
        apiEndpoint: 'https://proxy.example/v1',
      });
    });

    it('removes a cleared key, so the default applies again', async () => {
      storeSettings({ prompt: 'a red fox', apiKey: 'old-key', apiEndpoint: 'https://e.example' });
      const panel = await renderSettings('API & Connection');

      await userEvent.clear(panel.getByLabelText('API key'));
      await userEvent.click(panel.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Settings saved')).toBeInTheDocument();
      expect(storedSettings()).toEqual({ prompt: 'a red fox', apiEndpoint: 'https://e.example' });
    });

    it('says "Error saving" with the reason when the browser refuses to store', async () => {
      const panel = await renderSettings('API & Connection');
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new Error('The quota has been exceeded.');
      });

      try {
        await userEvent.type(panel.getByLabelText('API key'), 'my-key');
        await userEvent.click(panel.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Error saving')).toBeInTheDocument();
        expect(screen.getByText('The quota has been exceeded.')).toBeInTheDocument();
        expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
      } finally {
        jest.restoreAllMocks();
      }
    });
  });

  it('shows email and push notifications as disabled, coming in an upcoming version', async () => {
    const panel = await renderSettings('Notifications');

    expect(panel.getByRole('switch', { name: 'Email notifications' })).toBeDisabled();
    expect(panel.getByRole('switch', { name: 'Push notifications' })).toBeDisabled();
    expect(panel.getByText(/upcoming version/)).toBeInTheDocument();
  });
});
