import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  WebhookDeliveryItemFragment,
  WebhookItemFragment,
} from '../../../../graphql/generated/graphql';
import { meMock, testUser } from '../../../../test/fixtures';
import { renderSignedIn } from '../secret-list/testing/renderSignedIn';
import {
  expectSecretShownOnce,
  expectTryAgainAfterLoadFailure,
  listRow,
  openCreateDialog,
} from '../secret-list/testing/secretListChecks';
import {
  createWebhookMock,
  deleteWebhookMock,
  delivery,
  webhook,
  webhookDeliveriesFailureMock,
  webhookDeliveriesMock,
  webhooksFailureMock,
  webhooksMock,
} from './webhookMocks';
import { WebhooksSection } from './WebhooksSection';

const hooks = webhook();
const backup = webhook({
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  url: 'http://backup.example.org/in',
  createdAt: '2026-03-04T12:00:00.000Z',
});

const SECRET = 'whsec_Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6';
const created = webhook({
  id: '8b7a6f5e-4d3c-4b2a-9f0e-1d2c3b4a5f6e',
  // As the server stores it: parsed and written back, with the path's slash.
  url: 'https://new.example.com/',
  createdAt: '2026-03-07T12:00:00.000Z',
});

const pending = delivery({
  id: 'a1b2c3d4-0000-4000-8000-00000000000a',
  event: 'generation.failed',
  generationId: '0c0ffee0-1234-4567-89ab-cdef01234567',
  status: 'pending',
  attempts: 3,
  lastStatusCode: 500,
  lastError: 'The receiver answered 500',
  createdAt: '2026-03-06T12:30:00.000Z',
  deliveredAt: null,
});
const succeeded = delivery({
  id: 'a1b2c3d4-0000-4000-8000-00000000000b',
  endpointId: backup.id,
});
const failed = delivery({
  id: 'a1b2c3d4-0000-4000-8000-00000000000c',
  generationId: 'deadbeef-1234-4567-89ab-cdef01234567',
  status: 'failed',
  attempts: 8,
  lastStatusCode: null,
  lastError: 'The receiver did not answer within 10 s',
  createdAt: '2026-03-05T12:00:00.000Z',
  deliveredAt: null,
});
const toDeletedWebhook = delivery({
  id: 'a1b2c3d4-0000-4000-8000-00000000000d',
  endpointId: '00000000-dead-4000-8000-000000000000',
  createdAt: '2026-03-01T12:00:00.000Z',
});

interface RenderOptions {
  webhooks?: WebhookItemFragment[];
  deliveries?: WebhookDeliveryItemFragment[];
  /** The first load of the webhooks fails so; the next one answers them. */
  loadFailure?: string;
  /** The first load of the deliveries fails so; the next one answers them. */
  deliveriesFailure?: string;
  mocks?: MockLink.MockedResponse[];
}

/** The section, signed in. Its place on the page: SettingsPage.test. */
function renderSection({
  webhooks = [hooks, backup],
  deliveries = [],
  loadFailure,
  deliveriesFailure,
  mocks = [],
}: RenderOptions = {}) {
  const loads = {
    webhooks: webhooksMock(webhooks),
    deliveries: webhookDeliveriesMock(deliveries),
  };
  renderSignedIn(<WebhooksSection />, [
    meMock(testUser()),
    ...(loadFailure ? [webhooksFailureMock(loadFailure)] : []),
    loads.webhooks,
    ...(deliveriesFailure ? [webhookDeliveriesFailureMock(deliveriesFailure)] : []),
    loads.deliveries,
    ...mocks,
  ]);
  return loads;
}

/** The section once the webhooks and deliveries (or their failures) are in. */
async function renderWebhooks(options: RenderOptions = {}) {
  const loads = renderSection(options);
  expect(screen.getByText('Loading webhooks...')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading webhooks...')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByText('Loading deliveries...')).not.toBeInTheDocument());
  return { user: userEvent.setup(), loads };
}

/** The list row of the webhook with this URL. */
const webhookRow = (url: string) => listRow('Your webhooks', url);

const deliveryTable = () => screen.getByRole('table', { name: 'Recent deliveries' });

/** The deliveries table's rows, each as its cells' texts. */
function deliveryRows() {
  return within(deliveryTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const openAddDialog = (user: ReturnType<typeof userEvent.setup>) =>
  openCreateDialog(user, 'Add webhook');

describe('Webhooks', () => {
  it('explains the webhooks and lists each with its URL, when it was added and Delete', async () => {
    const { loads } = await renderWebhooks();

    const section = screen.getByRole('region', { name: 'Webhooks' });
    expect(section).toHaveTextContent(
      'We POST to these URLs when a generation you started with async: true finishes or fails. Verify each request with its signing secret.',
    );
    expect(loads.webhooks.result).toHaveBeenCalledTimes(1);
    const hooksRow = webhookRow('https://hooks.example.com/pixelforge');
    expect(hooksRow).toHaveTextContent('Added Mar 2, 2026');
    expect(
      within(hooksRow).getByRole('button', {
        name: 'Delete webhook https://hooks.example.com/pixelforge',
      }),
    ).toBeVisible();
    const backupRow = webhookRow('http://backup.example.org/in');
    expect(backupRow).toHaveTextContent('Added Mar 4, 2026');
    // Oldest first, as the server sends them.
    expect(hooksRow.compareDocumentPosition(backupRow)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows how to check the signature, with the header format and a Node snippet', async () => {
    const { user } = await renderWebhooks();

    const snippet = screen.getByLabelText('Signature check in Node');
    expect(snippet).not.toBeVisible();
    await user.click(screen.getByText('How to verify'));

    expect(snippet).toBeVisible();
    expect(screen.getByText('PixelForge-Signature: t=<unix seconds>,v1=<signature>')).toBeVisible();
    expect(snippet).toHaveTextContent(
      "createHmac('sha256', secret).update(`${t}.${rawBody}`).digest()",
    );
    expect(snippet).toHaveTextContent('timingSafeEqual(given, expected)');
  });

  it('says "No webhooks yet" and "No deliveries yet" when there are none', async () => {
    await renderWebhooks({ webhooks: [], deliveries: [] });

    expect(screen.getByText('No webhooks yet')).toBeInTheDocument();
    expect(screen.getByText('No deliveries yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your webhooks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent deliveries' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeEnabled();
  });

  it('says why the webhooks could not be loaded, and loads them again on "Try again"', async () => {
    const { user } = await renderWebhooks({
      webhooks: [hooks],
      loadFailure: 'Network unreachable',
    });

    await expectTryAgainAfterLoadFailure(user, {
      title: 'Could not load your webhooks',
      reason: 'Network unreachable',
      loaded: 'https://hooks.example.com/pixelforge',
    });
  });

  it('adds a webhook, shows its secret once with Copy, then lists it last', async () => {
    const create = createWebhookMock('https://new.example.com', {
      secret: SECRET,
      webhook: created,
    });
    const { user } = await renderWebhooks({ mocks: [create] });

    const dialog = await openAddDialog(user);
    const urlField = dialog.getByRole('textbox', { name: 'URL' });
    await waitFor(() => expect(urlField).toHaveFocus());
    await user.type(urlField, '  https://new.example.com ');
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Webhook added' }));
    // Sent trimmed.
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(
      shown.getByText('Copy the signing secret now. You will not see this secret again.'),
    ).toBeInTheDocument();
    expect(shown.getByText('https://new.example.com/')).toBeInTheDocument();
    await expectSecretShownOnce(user, shown, { fieldName: 'Signing secret', secret: SECRET });
    const newRow = webhookRow('https://new.example.com/');
    expect(newRow).toHaveTextContent('Added Mar 7, 2026');
    expect(webhookRow('http://backup.example.org/in').compareDocumentPosition(newRow)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('asks for an http(s) URL before sending anything', async () => {
    const create = createWebhookMock('ftp://files.example.com/in', {
      secret: SECRET,
      webhook: created,
    });
    const { user } = await renderWebhooks({ mocks: [create] });
    const dialog = await openAddDialog(user);
    const urlField = dialog.getByRole('textbox', { name: 'URL' });

    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Enter the URL to deliver to')).toBeInTheDocument();

    await user.type(urlField, 'ftp://files.example.com/in{Enter}');
    expect(
      await dialog.findByText('Enter an absolute http:// or https:// URL'),
    ).toBeInTheDocument();
    expect(urlField).toHaveAccessibleDescription(
      expect.stringContaining('Enter an absolute http:// or https:// URL'),
    );

    await user.clear(urlField);
    await user.type(urlField, 'hooks.example.com{Enter}');
    expect(
      await dialog.findByText('Enter an absolute http:// or https:// URL'),
    ).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it('shows the server refusing the URL on the field, and keeps the dialog open', async () => {
    const message =
      'The webhook URL resolves to a private, loopback, link-local or reserved address (intranet.example.com); webhooks go to public addresses only';
    const create = createWebhookMock('https://intranet.example.com/hook', {
      code: 'BAD_USER_INPUT',
      field: 'url',
      message,
    });
    const { user } = await renderWebhooks({ mocks: [create] });
    const dialog = await openAddDialog(user);

    const urlField = dialog.getByRole('textbox', { name: 'URL' });
    await user.type(urlField, 'https://intranet.example.com/hook{Enter}');

    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(urlField).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(urlField).toHaveValue('https://intranet.example.com/hook');
    expect(screen.queryByRole('dialog', { name: 'Webhook added' })).not.toBeInTheDocument();
    expect(screen.queryByText('Could not add the webhook')).not.toBeInTheDocument();
  });

  it('says in a toast why a webhook could not be added when the refusal names no field', async () => {
    const create = createWebhookMock('https://new.example.com', {
      code: 'RATE_LIMITED',
      message: 'Too many requests: try again in a minute',
    });
    const { user } = await renderWebhooks({ mocks: [create] });
    const dialog = await openAddDialog(user);

    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://new.example.com{Enter}');

    expect(await screen.findByText('Could not add the webhook')).toBeInTheDocument();
    expect(screen.getByText('Too many requests: try again in a minute')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add webhook' })).toBeVisible();
  });

  it('offers no new webhook at the limit of 5, and says why', async () => {
    const five = [1, 2, 3, 4, 5].map((n) =>
      webhook({ id: `3c1e5f0a-7b2d-4e8a-9c6f-00000000000${n}`, url: `https://h${n}.example.com/` }),
    );
    await renderWebhooks({ webhooks: five });

    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeDisabled();
    expect(
      screen.getByText(
        'You have 5 webhooks, the most an account may have: delete one to add another.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a webhook only after confirmation, with its deliveries', async () => {
    const remove = deleteWebhookMock(hooks.id);
    const { user } = await renderWebhooks({ deliveries: [pending, succeeded], mocks: [remove] });
    const deleteButton = screen.getByRole('button', {
      name: 'Delete webhook https://hooks.example.com/pixelforge',
    });

    await user.click(deleteButton);
    const confirmation = await screen.findByRole('tooltip');
    let confirm = within(confirmation);
    expect(confirmation.closest('.ant-popover')).not.toHaveClass('ant-popover-hidden');
    expect(confirm.getByText('Delete this webhook?')).toBeInTheDocument();
    expect(
      confirm.getByText('Deliveries still being tried stop, and its delivery history is removed.'),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    // antd keeps a closed confirmation in the document, hidden.
    await waitFor(() =>
      expect(screen.getByRole('tooltip').closest('.ant-popover')).toHaveClass('ant-popover-hidden'),
    );
    expect(remove.result).not.toHaveBeenCalled();

    await user.click(deleteButton);
    confirm = within(await screen.findByRole('tooltip'));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing more is delivered to https://hooks.example.com/pixelforge.'),
    ).toBeInTheDocument();
    expect(remove.result).toHaveBeenCalledTimes(1);
    expect(
      screen.queryByRole('button', { name: 'Delete webhook https://hooks.example.com/pixelforge' }),
    ).not.toBeInTheDocument();
    expect(webhookRow('http://backup.example.org/in')).toBeInTheDocument();
    // The server deleted the webhook's deliveries with it: only the other one's remains.
    expect(deliveryRows()).toHaveLength(1);
    expect(deliveryRows()[0][2]).toBe('http://backup.example.org/in');
    expect(screen.getByRole('heading', { name: 'Webhooks' })).toHaveFocus();
  });

  it('keeps a webhook the server would not delete, and says why', async () => {
    const remove = deleteWebhookMock(hooks.id, { code: 'NOT_FOUND', message: 'Webhook not found' });
    const { user } = await renderWebhooks({ mocks: [remove] });

    await user.click(
      screen.getByRole('button', { name: 'Delete webhook https://hooks.example.com/pixelforge' }),
    );
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Could not delete the webhook')).toBeInTheDocument();
    expect(screen.getByText('Webhook not found')).toBeInTheDocument();
    expect(remove.result).toHaveBeenCalledTimes(1);
    expect(webhookRow('https://hooks.example.com/pixelforge')).toBeInTheDocument();
  });
});

describe('Recent deliveries', () => {
  it('lists the latest 20 deliveries: time, event, webhook, status, attempts, response, generation', async () => {
    const { loads } = await renderWebhooks({
      deliveries: [pending, succeeded, failed, toDeletedWebhook],
    });

    // The mock answers { first: 20 } only.
    expect(loads.deliveries.result).toHaveBeenCalledTimes(1);
    expect(
      within(deliveryTable())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Event', 'Webhook', 'Status', 'Attempts', 'Last response', 'Generation']);
    const rows = deliveryRows();
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      [
        'generation.failed',
        'https://hooks.example.com/pixelforge',
        'Pending',
        '3',
        // "The receiver answered 500" only repeats the status.
        'HTTP 500',
        '0c0ffee0',
      ],
      [
        'generation.succeeded',
        'http://backup.example.org/in',
        'Succeeded',
        '1',
        'HTTP 200',
        '9f8e7d6c',
      ],
      [
        'generation.succeeded',
        'https://hooks.example.com/pixelforge',
        'Failed',
        '8',
        'The receiver did not answer within 10 s',
        'deadbeef',
      ],
      ['generation.succeeded', 'Deleted webhook', 'Succeeded', '1', 'HTTP 200', '9f8e7d6c'],
    ]);
    expect(rows[0][0]).toMatch(/^Mar 6, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(rows[2][0]).toMatch(/^Mar 5, 2026, /);

    const [firstRow] = within(deliveryTable()).getAllByRole('row').slice(1);
    expect(
      within(firstRow)
        .getByText(/^Mar 6, 2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-03-06T12:30:00.000Z');
    const generation = within(firstRow).getByText('0c0ffee0');
    expect(generation.closest('code')).not.toBeNull();
    expect(generation.closest('[title]')).toHaveAttribute('title', pending.generationId);
  });

  it('shows how a failed attempt went: the status, and why when it says more', async () => {
    await renderWebhooks({
      deliveries: [
        delivery({
          status: 'pending',
          attempts: 2,
          lastStatusCode: 302,
          lastError: 'The receiver answered 302: redirects are not followed',
          deliveredAt: null,
        }),
        delivery({
          id: 'a1b2c3d4-0000-4000-8000-00000000000e',
          status: 'pending',
          attempts: 0,
          lastStatusCode: null,
          deliveredAt: null,
        }),
      ],
    });

    const [redirected, queued] = within(deliveryTable()).getAllByRole('row').slice(1);
    const redirectedResponse = within(redirected).getAllByRole('cell')[5];
    expect(within(redirectedResponse).getByText('HTTP 302')).toBeInTheDocument();
    expect(
      within(redirectedResponse).getByText('The receiver answered 302: redirects are not followed'),
    ).toBeInTheDocument();
    expect(within(queued).getAllByRole('cell')[5]).toHaveTextContent('Not tried yet');
  });

  it('says why the deliveries could not be loaded, and loads them again on "Try again"', async () => {
    const { user, loads } = await renderWebhooks({
      deliveries: [succeeded],
      deliveriesFailure: 'Network unreachable',
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the recent deliveries');
    expect(alert).toHaveTextContent('Network unreachable');
    expect(loads.deliveries.result).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: 'Recent deliveries' })).toBeInTheDocument();
    expect(loads.deliveries.result).toHaveBeenCalledTimes(1);
    expect(deliveryRows()).toHaveLength(1);
  });

  it('asks for the deliveries and the webhooks again on Refresh', async () => {
    // A webhook added in another tab, and a delivery to it.
    const elsewhere = webhook({ id: created.id, url: 'https://elsewhere.example.com/' });
    const toElsewhere = delivery({
      id: 'a1b2c3d4-0000-4000-8000-00000000000f',
      endpointId: created.id,
    });
    const again = {
      webhooks: webhooksMock([hooks, backup, elsewhere]),
      deliveries: webhookDeliveriesMock([toElsewhere, succeeded]),
    };
    const { user } = await renderWebhooks({
      deliveries: [succeeded],
      mocks: [again.webhooks, again.deliveries],
    });
    expect(deliveryRows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(deliveryRows()).toHaveLength(2));
    expect(again.deliveries.result).toHaveBeenCalledTimes(1);
    expect(deliveryRows()[0][2]).toBe('https://elsewhere.example.com/');
    // Both lists are asked for at once: the endpoints' answer may come after the deliveries'.
    await waitFor(() => expect(webhookRow('https://elsewhere.example.com/')).toBeInTheDocument());
    expect(again.webhooks.result).toHaveBeenCalledTimes(1);
  });

  it('keeps the deliveries it has when Refresh fails, and says why', async () => {
    const again = webhooksMock([hooks, backup]);
    const { user } = await renderWebhooks({
      deliveries: [succeeded],
      mocks: [webhookDeliveriesFailureMock('Network unreachable'), again],
    });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Could not update the deliveries');
    expect(warning).toHaveTextContent('Network unreachable');
    expect(deliveryRows()).toHaveLength(1);
    // Both lists are asked for at once: the endpoints' answer may come after the failure's.
    await waitFor(() => expect(again.result).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Could not refresh the webhooks')).not.toBeInTheDocument();
  });

  it('says in a toast when Refresh could not load the webhooks', async () => {
    const { user } = await renderWebhooks({
      deliveries: [succeeded],
      mocks: [webhookDeliveriesMock([succeeded]), webhooksFailureMock('Network unreachable')],
    });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('Could not refresh the webhooks')).toBeInTheDocument();
    expect(screen.getByText('Network unreachable')).toBeInTheDocument();
    expect(webhookRow('https://hooks.example.com/pixelforge')).toBeInTheDocument();
    expect(deliveryRows()[0][2]).toBe('http://backup.example.org/in');
  });

  describe('polling', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** Lets this much time pass, and whatever it sets off settle. */
    const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

    it('asks again every 10 seconds while a delivery is pending, and stops once none is', async () => {
      const stillPending = webhookDeliveriesMock([{ ...pending, attempts: 4 }, succeeded]);
      const done = webhookDeliveriesMock([
        { ...pending, status: 'succeeded', attempts: 5, lastStatusCode: 200, lastError: null },
        succeeded,
      ]);
      const notAsked = webhookDeliveriesMock([]);
      await renderWebhooks({
        deliveries: [pending, succeeded],
        mocks: [stillPending, done, notAsked],
      });
      expect(deliveryRows()[0][3]).toBe('Pending');
      expect(
        screen.getByText(
          'A delivery is still being tried: this list updates every 10 seconds until it is done.',
        ),
      ).toBeInTheDocument();

      await wait(9_000);
      expect(stillPending.result).not.toHaveBeenCalled();
      await wait(1_500);
      expect(stillPending.result).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(deliveryRows()[0][4]).toBe('4'));
      expect(deliveryRows()[0][3]).toBe('Pending');

      await wait(10_000);
      expect(done.result).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(deliveryRows()[0][3]).toBe('Succeeded'));
      expect(deliveryRows()[0][4]).toBe('5');
      expect(screen.queryByText(/still being tried/)).not.toBeInTheDocument();

      await wait(60_000);
      expect(notAsked.result).not.toHaveBeenCalled();
    });

    it('does not poll when no delivery is pending', async () => {
      const notAsked = webhookDeliveriesMock([pending]);
      await renderWebhooks({ deliveries: [succeeded, failed], mocks: [notAsked] });
      expect(deliveryRows()).toHaveLength(2);
      expect(screen.queryByText(/still being tried/)).not.toBeInTheDocument();

      await wait(60_000);
      expect(notAsked.result).not.toHaveBeenCalled();
      expect(deliveryRows().map((cells) => cells[3])).toEqual(['Succeeded', 'Failed']);
    });

    it('keeps the last list when a poll fails, says so, and keeps polling', async () => {
      const done = webhookDeliveriesMock([{ ...pending, status: 'failed', attempts: 8 }]);
      await renderWebhooks({
        deliveries: [pending],
        mocks: [webhookDeliveriesFailureMock('Network unreachable'), done],
      });

      await wait(10_500);
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent('Could not update the deliveries');
      expect(warning).toHaveTextContent('Network unreachable');
      expect(deliveryRows()[0][3]).toBe('Pending');

      await wait(10_000);
      await waitFor(() => expect(deliveryRows()[0][3]).toBe('Failed'));
      expect(done.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('Could not update the deliveries')).not.toBeInTheDocument();
    });
  });
});
