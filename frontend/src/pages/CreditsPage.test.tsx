import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToHostedCheckout } from '../features/credits/hostedCheckout';
import {
  confirmCheckoutMock,
  creditsPageMocks,
  emailNotVerified,
  generation,
  generationsMock,
  historyLine,
  historyMock,
  ledgerPart,
  myPurchase,
  myGenerationMock,
  paymentsUnavailable,
  standardPack,
  startCheckoutMock,
} from '../features/credits/testing/creditsFixtures';
import type { SessionUserFragment } from '../graphql/generated/graphql';
import {
  resendVerificationMock,
  tooManyAttempts,
} from '../features/account/testing/accountLinkMocks';
import { meMock, type PaymentsFixture, testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { COPIED_SETTINGS_KEY } from '../lib/storageKeys';

// The browser leaving for the hosted checkout page cannot happen in jsdom: recorded instead.
jest.mock('../features/credits/hostedCheckout', () => ({ goToHostedCheckout: jest.fn() }));

const baseUser = testUser({
  accessLevelId: 2,
  accessLevel: { id: 2, name: 'Base', level: 2 },
  creditBalance: 42.5,
});

const main = () => within(screen.getByRole('main'));
const balance = () => main().getByRole('status', { name: 'Credit balance' });
const header = () => within(screen.getByRole('banner'));

interface CreditsVisit {
  path?: string;
  user?: SessionUserFragment;
  payments?: PaymentsFixture;
  /** Sees each request before the mocks do (a held operation). */
  before?: ApolloLink;
}

async function renderCredits(
  mocks: MockLink.MockedResponse[] = creditsPageMocks(),
  { path = '/credits', user = baseUser, payments, before }: CreditsVisit = {},
) {
  const view = renderApp(path, { user, mocks, payments, before });
  await screen.findByRole('heading', { name: 'Credits', level: 1 });
  return view;
}

describe('Credits page', () => {
  it('shows the balance, the tier with its multiplier and each pack with its price', async () => {
    await renderCredits();

    expect(balance()).toHaveTextContent('42.50credits');
    expect(await main().findByText('Base · you pay 0.9× the provider cost')).toBeInTheDocument();
    const standard = (await main().findByText('$9.99')).closest('.ant-card') as HTMLElement;
    expect(within(standard).getByText('Standard')).toBeInTheDocument();
    expect(within(standard).getByText('400 credits')).toBeInTheDocument();
    expect(
      await within(standard).findByText(
        'Unlocks the Standard tier: you pay 0.8× the provider cost instead of 0.9×.',
      ),
    ).toBeInTheDocument();
    const base = main().getByText('$4.99').closest('.ant-card') as HTMLElement;
    expect(
      within(base).getByText('Keeps your Base tier: you already pay 0.9× the provider cost.'),
    ).toBeInTheDocument();
    expect(main().getByText('$4.99')).toBeInTheDocument();
    expect(main().getByText('$19.99')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Buy Standard' })).toBeEnabled();
    expect(document.title).toBe('Credits · PixelForge Studio');
  });

  it('tells a new Standard account that the Base pack keeps its cheaper tier', async () => {
    await renderCredits(undefined, { user: testUser({ creditBalance: 50 }) });

    const base = (await main().findByText('$4.99')).closest('.ant-card') as HTMLElement;
    expect(
      await within(base).findByText(
        'Keeps your Standard tier: you already pay 0.8× the provider cost.',
      ),
    ).toBeInTheDocument();
    expect(within(base).queryByText(/Unlocks/)).not.toBeInTheDocument();
    const premium = main().getByText('$19.99').closest('.ant-card') as HTMLElement;
    expect(
      within(premium).getByText(
        'Unlocks the Premium tier: you pay 0.6× the provider cost instead of 0.8×.',
      ),
    ).toBeInTheDocument();
  });

  it('notes discreetly that the payment simulator takes the payments', async () => {
    await renderCredits(undefined, {
      payments: { paymentsMode: 'simulator', paymentsEnabled: true },
    });

    expect(
      await main().findByText('Payments go to the built-in payment simulator: no card is charged.'),
    ).toBeInTheDocument();
  });

  it('is for signed-in users only', async () => {
    const { router } = renderApp('/credits');

    expect(await screen.findByRole('tab', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('is reached from the credit badge in the header', async () => {
    const { router } = renderApp('/about', { user: baseUser, mocks: creditsPageMocks() });

    await userEvent.click(await header().findByRole('link', { name: '42.5 credits' }));

    expect(await screen.findByRole('heading', { name: 'Credits', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/credits');
  });

  describe('buying a pack', () => {
    beforeEach(() => jest.mocked(goToHostedCheckout).mockClear());

    it('opens a checkout and sends the browser to its hosted page', async () => {
      const url = 'https://checkout.example.com/c/pay/cs_1';
      const checkout = heldOperation('StartCheckout');
      await renderCredits([...creditsPageMocks(), startCheckoutMock(standardPack.id, { url })], {
        before: checkout.link,
      });
      const buy = await main().findByRole('button', { name: 'Buy Standard' });

      await userEvent.click(buy);

      await waitFor(() => expect(buy).toHaveClass('ant-btn-loading'));
      expect(main().getByRole('button', { name: 'Buy Base' })).toBeDisabled();
      checkout.release();
      await waitFor(() => expect(goToHostedCheckout).toHaveBeenCalledWith(url));
      expect(goToHostedCheckout).toHaveBeenCalledTimes(1);
    });

    it("shows the server's message when payments are unavailable", async () => {
      await renderCredits([
        ...creditsPageMocks(),
        startCheckoutMock(standardPack.id, paymentsUnavailable()),
      ]);

      await userEvent.click(await main().findByRole('button', { name: 'Buy Standard' }));

      expect(await screen.findByText('Checkout could not start')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Payments are not available at the moment. Nothing was charged; please try again later.',
        ),
      ).toBeInTheDocument();
      expect(goToHostedCheckout).not.toHaveBeenCalled();
      expect(main().getByRole('button', { name: 'Buy Standard' })).toBeEnabled();
    });

    it('disables Buy when the server takes no payments', async () => {
      await renderCredits(undefined, {
        payments: { paymentsMode: 'stripe', paymentsEnabled: false },
      });

      expect(
        await main().findByText('Payments are not available on this server.'),
      ).toBeInTheDocument();
      expect(await main().findByRole('button', { name: 'Buy Standard' })).toBeDisabled();
    });

    it('offers an administrator nothing to buy: their credits are unlimited', async () => {
      await renderCredits(undefined, {
        user: testUser({
          isAdmin: true,
          accessLevelId: 5,
          accessLevel: { id: 5, name: 'Administrator', level: 100 },
        }),
      });

      expect(balance()).toHaveTextContent('Unlimited credits');
      expect(await main().findByText('$9.99')).toBeInTheDocument();
      expect(
        main().getByText('Administrators have unlimited credits: there is nothing to buy.'),
      ).toBeInTheDocument();
      expect(main().queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
      expect(await main().findByText('Admin · generations are free')).toBeInTheDocument();
    });
  });

  describe('an unverified email address', () => {
    beforeEach(() => jest.mocked(goToHostedCheckout).mockClear());
    const unverified = { ...baseUser, emailVerified: false };

    it('asks for a verified address first and disables Buy with that reason', async () => {
      await renderCredits(undefined, { user: unverified });

      expect(
        await main().findByText('Verify your email address to buy credits'),
      ).toBeInTheDocument();
      expect(
        main().getByText(
          'We sent a link to ada@example.com when you signed up. Open it, or send a new one.',
        ),
      ).toBeInTheDocument();
      const buy = await main().findByRole('button', { name: 'Buy Standard' });
      expect(buy).toBeDisabled();
      expect(buy).toHaveAccessibleDescription(
        expect.stringContaining('Verify your email address to buy credits'),
      );
      expect(main().getByRole('button', { name: 'Buy Base' })).toBeDisabled();
    });

    it('names the new address when a change of address waits for its link', async () => {
      await renderCredits(undefined, {
        user: { ...unverified, pendingEmail: 'ada.king@example.com' },
      });

      expect(
        await main().findByText(
          'We sent a link to ada.king@example.com. Open it, or send a new one.',
        ),
      ).toBeInTheDocument();
    });

    it('sends a new verification link from the notice', async () => {
      const sent: unknown[] = [];
      await renderCredits(
        [...creditsPageMocks(), resendVerificationMock('ada@example.com', { sent })],
        {
          user: unverified,
        },
      );

      await userEvent.click(await main().findByRole('button', { name: 'Send verification link' }));

      expect(await screen.findByText('Verification link sent to ada@example.com')).toBeVisible();
      expect(sent).toEqual([{}]);
    });

    it("says why no link was sent, in the server's words", async () => {
      await renderCredits([...creditsPageMocks(), resendVerificationMock(tooManyAttempts())], {
        user: unverified,
      });

      await userEvent.click(await main().findByRole('button', { name: 'Send verification link' }));

      expect(await screen.findByText('Link not sent')).toBeVisible();
      expect(
        screen.getByText('Too many attempts. Please wait 15 minutes and try again.'),
      ).toBeVisible();
    });

    it('asks nothing of an administrator, who never buys', async () => {
      await renderCredits(undefined, {
        user: testUser({
          isAdmin: true,
          emailVerified: false,
          accessLevelId: 5,
          accessLevel: { id: 5, name: 'Administrator', level: 100 },
        }),
      });

      expect(
        await main().findByText('Administrators have unlimited credits: there is nothing to buy.'),
      ).toBeInTheDocument();
      expect(
        main().queryByText('Verify your email address to buy credits'),
      ).not.toBeInTheDocument();
    });

    it("shows the server's refusal of an unverified buyer and reads the user again", async () => {
      await renderCredits([
        ...creditsPageMocks(),
        startCheckoutMock(standardPack.id, emailNotVerified()),
        meMock(unverified),
      ]);

      await userEvent.click(await main().findByRole('button', { name: 'Buy Standard' }));

      expect(await screen.findByText('Checkout could not start')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Verify your email address before buying credits: open the link we sent you, or send a new one from your profile.',
        ),
      ).toBeInTheDocument();
      expect(
        await main().findByText('Verify your email address to buy credits'),
      ).toBeInTheDocument();
      expect(main().getByRole('button', { name: 'Buy Standard' })).toBeDisabled();
      expect(goToHostedCheckout).not.toHaveBeenCalled();
    });
  });

  describe('coming back from checkout', () => {
    it('confirms a paid checkout, polling while it is open, and shows the new balance', async () => {
      const standardUser = {
        ...baseUser,
        accessLevelId: 3,
        accessLevel: { id: 3, name: 'Standard', level: 3 },
        creditBalance: 442.5,
      };
      const { router } = await renderCredits(
        [
          ...creditsPageMocks(),
          confirmCheckoutMock('cs_test_1', 'open'),
          confirmCheckoutMock('cs_test_1', 'paid', { credits: 400, creditBalance: 442.5 }),
          meMock(standardUser),
          historyMock([
            historyLine('l2', 'purchase', 400, 442.5, { note: 'Standard pack' }),
            historyLine('l1', 'welcome', 50, 50),
          ]),
        ],
        { path: '/credits?checkout=success&session_id=cs_test_1' },
      );

      expect(await main().findByText('Confirming your payment…')).toBeInTheDocument();
      // The address is cleaned at once: a reload would not confirm again.
      await waitFor(() => expect(router.state.location.search).toBe(''));

      expect(await main().findByText('Payment received: 400 credits added.')).toBeInTheDocument();
      await waitFor(() => expect(balance()).toHaveTextContent('442.50credits'));
      expect(header().getByText('442.5 credits')).toBeInTheDocument();
      expect(
        await main().findByText('Standard · you pay 0.8× the provider cost'),
      ).toBeInTheDocument();
      expect(await main().findByText('Credit pack purchase')).toBeInTheDocument();
      expect(main().queryByText('Confirming your payment…')).not.toBeInTheDocument();
    });

    it('says when the checkout expired unpaid, and keeps the balance', async () => {
      await renderCredits([...creditsPageMocks(), confirmCheckoutMock('cs_old', 'expired')], {
        path: '/credits?checkout=success&session_id=cs_old',
      });

      expect(
        await main().findByText('This checkout expired before it was paid. Nothing was charged.'),
      ).toBeInTheDocument();
      expect(balance()).toHaveTextContent('42.50credits');
    });

    it('says when a delayed payment did not go through, and keeps the balance', async () => {
      await renderCredits([...creditsPageMocks(), confirmCheckoutMock('cs_debit', 'failed')], {
        path: '/credits?checkout=success&session_id=cs_debit',
      });

      expect(
        await main().findByText(
          'Your payment did not go through. Nothing was charged and no credits were added.',
        ),
      ).toBeInTheDocument();
      expect(balance()).toHaveTextContent('42.50credits');
    });

    it('says a cancelled checkout charged nothing', async () => {
      const { router } = await renderCredits(undefined, { path: '/credits?checkout=cancelled' });

      expect(
        await main().findByText('Checkout cancelled. Nothing was charged.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(balance()).toHaveTextContent('42.50credits');
    });
  });

  describe('purchases', () => {
    it('lists each purchase with its status and what became of its payment', async () => {
      await renderCredits(
        creditsPageMocks({
          purchases: [
            myPurchase({
              id: 'p-3',
              status: 'partially_refunded',
              refundedCents: 333,
              creditsTakenBack: 133.3333,
            }),
            myPurchase({ id: 'p-2', packName: 'Base', priceCents: 499, status: 'failed' }),
            myPurchase({ id: 'p-1', packName: 'Premium', status: 'expired' }),
          ],
        }),
      );

      const card = (await main().findByText('Your purchases')).closest('.ant-card') as HTMLElement;
      const partly = within(card).getByText('Standard pack, 400 credits').closest('tr')!;
      expect(within(partly as HTMLElement).getByText('Partly refunded')).toBeInTheDocument();
      expect(
        within(partly as HTMLElement).getByText('$3.33 refunded; 133.33 credits taken back.'),
      ).toBeInTheDocument();
      const failed = within(card).getByText('Base pack, 400 credits').closest('tr')!;
      expect(within(failed as HTMLElement).getByText('Payment failed')).toBeInTheDocument();
      expect(
        within(failed as HTMLElement).getByText(
          'The payment did not go through: nothing was charged and no credits were added.',
        ),
      ).toBeInTheDocument();
      // An abandoned checkout is not a purchase to read about.
      expect(within(card).queryByText('Premium pack, 400 credits')).not.toBeInTheDocument();
    });
  });

  describe('credit history', () => {
    const settled = historyLine('l2', 'reserve', -0.3217, 39.68, {
      generationId: 'g1',
      parts: [
        ledgerPart('l2', 'reserve', -2.1333, 37.8667),
        ledgerPart('l3', 'settle', 1.8116, 39.6783, '2026-03-01T12:00:05.000Z'),
      ],
    });

    it('lists one line per generation, with readable labels, notes and signed amounts', async () => {
      await renderCredits(
        creditsPageMocks({
          history: [
            historyLine('l4', 'grant', 10, 49.68, { note: 'Thanks for the bug report' }),
            settled,
            historyLine('l1', 'welcome', 50, 50),
          ],
        }),
      );

      const table = await main().findByRole('table');
      await within(table).findByText('Welcome credits');
      const rows = within(table).getAllByRole('row');
      // The first cell holds the button that opens a line's movements.
      const cells = (row: HTMLElement) =>
        within(row)
          .getAllByRole('cell')
          .slice(2)
          .map((cell) => cell.textContent);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['', 'Date', 'What', 'Amount', 'Balance after']);
      expect(cells(rows[1])).toEqual([
        'Granted by an administratorThanks for the bug report',
        '+10.00',
        '49.68',
      ]);
      expect(cells(rows[2])).toEqual(['GenerationDetails', '\u22120.32', '39.68']);
      expect(cells(rows[3])).toEqual(['Welcome credits', '+50.00', '50.00']);
      expect(rows).toHaveLength(4);
      expect(within(rows[1]).getByText('+10.00')).toHaveClass('ant-typography-success');
      expect(within(rows[2]).getByText('\u22120.32')).toHaveClass('ant-typography-danger');
    });

    it('asks the server for the next page of lines', async () => {
      const firstPage = Array.from({ length: 10 }, (_, i) =>
        historyLine(`l${12 - i}`, 'grant', 0.5, 40 - i),
      );
      await renderCredits([
        ...creditsPageMocks({ history: [] }).slice(0, 3),
        historyMock(firstPage, { total: 12 }),
        generationsMock([]),
        historyMock([historyLine('l2', 'purchase', 5, 50), historyLine('l1', 'welcome', 50, 50)], {
          total: 12,
          offset: 10,
        }),
      ]);
      const table = await main().findByRole('table');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));

      await userEvent.click(main().getByRole('listitem', { name: '2' }));

      expect(await within(table).findByText('Credit pack purchase')).toBeInTheDocument();
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    });

    it("opens the details of a line's generation", async () => {
      const held = generation('g1', { errorMessage: null });
      await renderCredits([...creditsPageMocks({ history: [settled] }), myGenerationMock(held)]);

      await userEvent.click(await main().findByRole('button', { name: 'Details' }));

      const drawer = await screen.findByRole('dialog', { name: 'Generation details' });
      expect(await within(drawer).findByText('Prompt g1')).toBeInTheDocument();
      expect(within(drawer).getByText('Juggernaut XL')).toBeInTheDocument();
      expect(within(drawer).getByText('$0.0040')).toBeInTheDocument();
      expect(within(drawer).getByText('0.32 credits')).toBeInTheDocument();
      expect(within(drawer).getByRole('img', { name: 'Prompt g1 (image 1)' })).toHaveAttribute(
        'src',
        'https://images.example.com/g1.jpg',
      );
    });
  });

  describe('generation history', () => {
    it('shows each generation: model, prompt, size, status, cost, credits, time, error', async () => {
      await renderCredits(
        creditsPageMocks({
          generations: [
            generation('g2', {
              status: 'failed',
              modelName: null,
              providerCostUsd: null,
              creditsCharged: 0,
              durationMs: 800,
              errorMessage: 'The provider refused the prompt.',
              images: [],
            }),
            generation('g1'),
          ],
        }),
      );

      const failed = await main().findByRole('article', { name: 'Prompt g2' });
      expect(within(failed).getByText('civitai:133005@357609')).toBeInTheDocument();
      expect(within(failed).getByText('Failed')).toBeInTheDocument();
      expect(within(failed).getByText('The provider refused the prompt.')).toBeInTheDocument();
      expect(
        within(failed).getByText('1024×1024 · 1 image · — provider cost · Refunded · 0.8 s'),
      ).toBeInTheDocument();

      const succeeded = main().getByRole('article', { name: 'Prompt g1' });
      expect(within(succeeded).getByText('Juggernaut XL')).toBeInTheDocument();
      expect(within(succeeded).getByText('Succeeded')).toBeInTheDocument();
      expect(
        within(succeeded).getByText(
          '1024×1024 · 1 image · $0.0040 provider cost · 0.32 credits · 3.2 s',
        ),
      ).toBeInTheDocument();
    });

    it('hides a thumbnail that no longer loads', async () => {
      await renderCredits(creditsPageMocks({ generations: [generation('g1')] }));
      const item = await main().findByRole('article', { name: 'Prompt g1' });
      const thumbnail = within(item).getByRole('img', { name: 'Prompt g1 (image 1)' });

      fireEvent.error(thumbnail);

      await waitFor(() => expect(thumbnail).not.toBeInTheDocument());
    });

    it('loads more with the cursor', async () => {
      await renderCredits([
        ...creditsPageMocks().slice(0, 3),
        generationsMock([generation('g3'), generation('g2')], { nextCursor: 'after-g2' }),
        generationsMock([generation('g1')], { after: 'after-g2' }),
      ]);
      await main().findByRole('article', { name: 'Prompt g2' });

      await userEvent.click(main().getByRole('button', { name: 'Load more' }));

      expect(await main().findByRole('article', { name: 'Prompt g1' })).toBeInTheDocument();
      expect(main().getAllByRole('article')).toHaveLength(3);
      expect(main().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    });

    it('opens a generation in the dashboard the way the gallery copies settings', async () => {
      const { router } = await renderCredits(creditsPageMocks({ generations: [generation('g1')] }));
      const item = await main().findByRole('article', { name: 'Prompt g1' });

      await userEvent.click(within(item).getByRole('button', { name: /Open in dashboard/ }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(JSON.parse(localStorage.getItem(COPIED_SETTINGS_KEY) ?? 'null')).toEqual({
        prompt: 'Prompt g1',
        negativePrompt: 'blurry',
        negative_prompt: 'blurry',
        model: 'civitai:133005@357609',
        model_id: 'civitai:133005@357609',
        width: 1024,
        height: 1024,
        format: 'jpeg',
        imageCount: 1,
        steps: 25,
      });
    });
  });
});
