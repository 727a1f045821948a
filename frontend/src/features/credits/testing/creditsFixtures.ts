import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ConfirmCheckoutDocument,
  CreditLedgerDocument,
  type CreditLedgerQuery,
  CreditPacksDocument,
  type CreditPacksQuery,
  CreditTiersDocument,
  type GenerationHistoryEntryFragment,
  MyGenerationDocument,
  MyGenerationsDocument,
  StartCheckoutDocument,
} from '../../../graphql/generated/graphql';
import { LEDGER_PAGE_SIZE } from '../CreditHistory';
import { GENERATIONS_PAGE_SIZE } from '../GenerationHistory';

/** Answers carry __typename as the server's do (Apollo asks for it in every selection). */
type Typed<T> = T & { __typename: string };
type CreditPack = CreditPacksQuery['creditPacks'][number];
type LedgerEntry = CreditLedgerQuery['myCreditLedger']['items'][number];

function pack(
  id: string,
  name: string,
  priceCents: number,
  credits: number,
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
    creditMultiplier,
    active: true,
  };
}

export const basePack = pack('pack-base', 'Base', 499, 150, 0.9);
export const standardPack = pack('pack-standard', 'Standard', 999, 400, 0.8);
export const premiumPack = pack('pack-premium', 'Premium', 1999, 1000, 0.6);

export function creditPacksMock(
  packs: CreditPack[] = [basePack, standardPack, premiumPack],
): MockLink.MockedResponse {
  return { request: { query: CreditPacksDocument }, result: { data: { creditPacks: packs } } };
}

export function creditTiersMock(): MockLink.MockedResponse {
  const tiers: [number, string, number][] = [
    [1, 'Free', 1],
    [2, 'Base', 0.9],
    [3, 'Standard', 0.8],
    [4, 'Premium', 0.6],
    [5, 'Administrator', 0],
  ];
  return {
    request: { query: CreditTiersDocument },
    result: {
      data: {
        accessLevels: tiers.map(([id, name, creditMultiplier]) => ({
          __typename: 'AccessLevel',
          id,
          name,
          creditMultiplier,
        })),
      },
    },
  };
}

export function ledgerEntry(
  id: string,
  kind: LedgerEntry['kind'],
  amount: number,
  balanceAfter: number,
  overrides: Partial<LedgerEntry> = {},
): Typed<LedgerEntry> {
  return {
    __typename: 'CreditLedgerEntry',
    id,
    kind,
    amount,
    balanceAfter,
    generationId: null,
    checkoutSessionId: null,
    note: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function ledgerMock(
  items: LedgerEntry[],
  { total = items.length, offset = 0 }: { total?: number; offset?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: CreditLedgerDocument, variables: { limit: LEDGER_PAGE_SIZE, offset } },
    result: { data: { myCreditLedger: { __typename: 'LedgerPage', total, items } } },
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
    delay: 50,
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

/** What every visit of /credits asks: packs, tiers, the first ledger page, the first generations. */
export function creditsPageMocks({
  packs,
  ledger = [ledgerEntry('l1', 'welcome', 50, 50)],
  generations = [],
}: {
  packs?: CreditPack[];
  ledger?: LedgerEntry[];
  generations?: GenerationHistoryEntryFragment[];
} = {}): MockLink.MockedResponse[] {
  return [
    creditPacksMock(packs),
    creditTiersMock(),
    ledgerMock(ledger),
    generationsMock(generations),
  ];
}
