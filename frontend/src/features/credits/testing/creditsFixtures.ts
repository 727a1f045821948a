import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ConfirmCheckoutDocument,
  CreditHistoryDocument,
  type CreditHistoryQuery,
  CreditPacksDocument,
  type CreditPacksQuery,
  CreditTiersDocument,
  type GenerationHistoryEntryFragment,
  MyGenerationDocument,
  MyGenerationsDocument,
  MyPurchasesDocument,
  type MyPurchasesQuery,
  StartCheckoutDocument,
} from '../../../graphql/generated/graphql';
import { HISTORY_PAGE_SIZE } from '../CreditHistory';
import { GENERATIONS_PAGE_SIZE } from '../GenerationHistory';

/** Answers carry __typename as the server's do (Apollo asks for it in every selection). */
type Typed<T> = T & { __typename: string };
type CreditPack = CreditPacksQuery['creditPacks'][number];
type HistoryLine = CreditHistoryQuery['myCreditHistory']['items'][number];
type LedgerPart = HistoryLine['parts'][number];
type Purchase = MyPurchasesQuery['myPurchases'][number];

/** One of the buyer's purchases: a paid Standard pack unless told otherwise. */
export function myPurchase(overrides: Partial<Purchase> = {}): Typed<Purchase> {
  return {
    __typename: 'CreditPurchase',
    id: 'p-1',
    packName: 'Standard',
    priceCents: 999,
    currency: 'usd',
    credits: 400,
    status: 'paid',
    createdAt: '2026-02-10T12:00:00.000Z',
    refundedCents: 0,
    creditsTakenBack: 0,
    creditsShortfall: 0,
    disputeStatus: null,
    creditsHeld: 0,
    ...overrides,
  };
}

export function myPurchasesMock(purchases: Purchase[] = []): MockLink.MockedResponse {
  return { request: { query: MyPurchasesDocument }, result: { data: { myPurchases: purchases } } };
}

function pack(
  id: string,
  name: string,
  priceCents: number,
  credits: number,
  accessLevelId: number,
  creditMultiplier: number,
): Typed<CreditPack> {
  return {
    __typename: 'CreditPackOffer',
    id,
    name,
    priceCents,
    currency: 'usd',
    credits,
    tier: name,
    accessLevelId,
    creditMultiplier,
    active: true,
  };
}

export const basePack = pack('pack-base', 'Base', 499, 150, 2, 0.9);
export const standardPack = pack('pack-standard', 'Standard', 999, 400, 3, 0.8);
export const premiumPack = pack('pack-premium', 'Premium', 1999, 1000, 4, 0.6);

export function creditPacksMock(
  packs: CreditPack[] = [basePack, standardPack, premiumPack],
): MockLink.MockedResponse {
  return { request: { query: CreditPacksDocument }, result: { data: { creditPacks: packs } } };
}

export function creditTiersMock(): MockLink.MockedResponse {
  const tiers: [number, string, number, number][] = [
    [1, 'Free', 1, 1],
    [2, 'Base', 2, 0.9],
    [3, 'Standard', 3, 0.8],
    [4, 'Premium', 4, 0.6],
    [5, 'Administrator', 100, 0],
  ];
  return {
    request: { query: CreditTiersDocument },
    result: {
      data: {
        accessLevels: tiers.map(([id, name, level, creditMultiplier]) => ({
          __typename: 'AccessLevel',
          id,
          name,
          level,
          creditMultiplier,
        })),
      },
    },
  };
}

/** One ledger row, as a part of a history line. */
export function ledgerPart(
  id: string,
  kind: LedgerPart['kind'],
  amount: number,
  balanceAfter: number,
  createdAt = '2026-03-01T12:00:00.000Z',
): Typed<LedgerPart> {
  return { __typename: 'CreditLedgerEntry', id, kind, amount, balanceAfter, createdAt };
}

/**
 * A line of the credit history made of one movement; a generation's line passes its `parts`
 * (oldest first), and its amount and balance after are theirs.
 */
export function historyLine(
  id: string,
  kind: HistoryLine['kind'],
  amount: number,
  balanceAfter: number,
  overrides: Partial<HistoryLine> = {},
): Typed<HistoryLine> {
  const createdAt = overrides.createdAt ?? '2026-03-01T12:00:00.000Z';
  return {
    __typename: 'CreditHistoryLine',
    id,
    kind,
    amount,
    balanceAfter,
    generationId: null,
    checkoutSessionId: null,
    note: null,
    createdAt,
    parts: [ledgerPart(id, kind, amount, balanceAfter, createdAt)],
    ...overrides,
  };
}

export function historyMock(
  items: HistoryLine[],
  { total = items.length, offset = 0 }: { total?: number; offset?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: CreditHistoryDocument, variables: { limit: HISTORY_PAGE_SIZE, offset } },
    result: { data: { myCreditHistory: { __typename: 'CreditHistoryPage', total, items } } },
  };
}

export function generation(
  id: string,
  overrides: Partial<GenerationHistoryEntryFragment> = {},
): Typed<GenerationHistoryEntryFragment> {
  return {
    __typename: 'Generation',
    id,
    taskType: 'imageInference',
    modelAir: 'civitai:133005@357609',
    modelName: 'Juggernaut XL',
    parameters: {
      prompt: `Prompt ${id}`,
      negativePrompt: 'blurry',
      model: 'civitai:133005@357609',
      width: 1024,
      height: 1024,
      format: 'jpeg',
      imageCount: 1,
      steps: 25,
    },
    status: 'succeeded',
    imageCount: 1,
    providerCostUsd: 0.004,
    creditsCharged: 0.32,
    charged: true,
    errorCode: null,
    errorMessage: null,
    durationMs: 3240,
    createdAt: '2026-03-01T12:00:00.000Z',
    completedAt: '2026-03-01T12:00:03.240Z',
    images: [
      {
        __typename: 'GeneratedImageResult',
        imageURL: `https://images.example.com/${id}.jpg`,
        imageUUID: `uuid-${id}`,
        seed: 42,
      } as GenerationHistoryEntryFragment['images'][number],
    ],
    remixedFrom: null,
    ...overrides,
  };
}

export function generationsMock(
  items: GenerationHistoryEntryFragment[],
  { after, nextCursor = null }: { after?: string; nextCursor?: string | null } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: MyGenerationsDocument,
      variables: { first: GENERATIONS_PAGE_SIZE, ...(after ? { after } : {}) },
    },
    result: { data: { myGenerations: { __typename: 'GenerationPage', nextCursor, items } } },
  };
}

export function myGenerationMock(item: GenerationHistoryEntryFragment): MockLink.MockedResponse {
  return {
    request: { query: MyGenerationDocument, variables: { id: item.id } },
    result: { data: { myGeneration: item } },
  };
}

export function startCheckoutMock(
  packId: string,
  outcome: { url: string } | GraphQLError,
): MockLink.MockedResponse {
  return {
    request: { query: StartCheckoutDocument, variables: { packId } },
    result:
      outcome instanceof GraphQLError
        ? { errors: [outcome] }
        : {
            data: {
              startCheckout: { __typename: 'CheckoutStarted', sessionId: 'cs_1', url: outcome.url },
            },
          },
  };
}

export function confirmCheckoutMock(
  sessionId: string,
  status: string,
  { credits = 400, creditBalance = 442.5 }: { credits?: number; creditBalance?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ConfirmCheckoutDocument, variables: { sessionId } },
    result: {
      data: {
        confirmCheckout: {
          __typename: 'CheckoutState',
          sessionId,
          status,
          packName: 'Standard',
          credits,
          creditBalance: status === 'paid' ? creditBalance : creditBalance - credits,
        },
      },
    },
  };
}

export const paymentsUnavailable = () =>
  new GraphQLError(
    'Payments are not available at the moment. Nothing was charged; please try again later.',
    { extensions: { code: 'PAYMENTS_UNAVAILABLE' } },
  );

export const emailNotVerified = () =>
  new GraphQLError(
    'Verify your email address before buying credits: open the link we sent you, or send a new one from your profile.',
    { extensions: { code: 'EMAIL_NOT_VERIFIED', status: 403 } },
  );

/** What every visit of /credits asks: packs, tiers, the first history page, the first generations. */
export function creditsPageMocks({
  packs,
  history = [historyLine('l1', 'welcome', 50, 50)],
  generations = [],
  purchases = [],
}: {
  packs?: CreditPack[];
  history?: HistoryLine[];
  generations?: GenerationHistoryEntryFragment[];
  purchases?: Purchase[];
} = {}): MockLink.MockedResponse[] {
  return [
    creditPacksMock(packs),
    creditTiersMock(),
    myPurchasesMock(purchases),
    historyMock(history),
    generationsMock(generations),
  ];
}
