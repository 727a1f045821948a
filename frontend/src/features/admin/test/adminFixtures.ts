import type {
  CreditPackFieldsFragment,
  AdminJobFieldsFragment,
  AdminLedgerEntryFragment,
  AdminPurchaseFragment,
  AdminModelFragment,
  AdminReferenceQuery,
  AdminUserFragment,
  ProviderModelResultFragment,
} from '../../../graphql/generated/admin/graphql';

// Test data shaped as the server answers, with the __typename Apollo asks for (the generated
// types leave it out).

/** A generated type whose objects may carry __typename, as server answers do. */
export type Typed<T> = T extends (infer Item)[]
  ? Typed<Item>[]
  : T extends object
    ? { [Key in keyof T]: Typed<T[Key]> } & { __typename?: string }
    : T;

export const reference: Typed<AdminReferenceQuery> = {
  accessLevels: [
    { __typename: 'AccessLevel', id: 1, name: 'Free', level: 0 },
    { __typename: 'AccessLevel', id: 3, name: 'Standard', level: 2 },
    { __typename: 'AccessLevel', id: 4, name: 'Premium', level: 3 },
    { __typename: 'AccessLevel', id: 5, name: 'Administrator', level: 4 },
  ],
  architectures: [
    { __typename: 'Architecture', id: 1, architecture: 'SDXL 1.0', code: 'sdxl' },
    { __typename: 'Architecture', id: 7, architecture: 'SD 1.5', code: 'sd1x' },
    { __typename: 'Architecture', id: 12, architecture: 'FLUX.1 D', code: 'flux1d' },
  ],
  modelCategories: [
    { __typename: 'ModelCategory', id: 1, category: 'checkpointBase' },
    { __typename: 'ModelCategory', id: 2, category: 'checkpointInpainting' },
    { __typename: 'ModelCategory', id: 3, category: 'LoRA' },
    { __typename: 'ModelCategory', id: 4, category: 'Controlnet' },
    { __typename: 'ModelCategory', id: 5, category: 'VAE' },
    { __typename: 'ModelCategory', id: 6, category: 'Embedding' },
    { __typename: 'ModelCategory', id: 7, category: 'LyCORIS' },
  ],
  adminModelDefaults: {
    __typename: 'ModelDefaults',
    width: 1024,
    height: 1024,
    steps: 20,
    scheduler: 'Default',
    cfg: 7.5,
  },
};

export function storedModel(
  overrides: Partial<Typed<AdminModelFragment>> = {},
): Typed<AdminModelFragment> {
  return {
    __typename: 'Model',
    id: 11,
    name: 'Juggernaut XL',
    version: 'v9',
    civitAIR: 'civitai:133005@357609',
    modelCategoryId: 1,
    architectureId: 1,
    modelType: 'base',
    tags: ['photorealistic', 'portrait'],
    heroImage: null,
    isPrivate: false,
    defaultWidth: 1024,
    defaultHeight: 1024,
    defaultSteps: 30,
    defaultScheduler: 'Default',
    defaultCFG: 7.5,
    accessLevelId: 3,
    triggerWords: [],
    extras: {
      __typename: 'ModelExtras',
      lora: true,
      controlnet: false,
      vae: true,
      ipadapter: false,
      embeddings: false,
    },
    ...overrides,
  };
}

export function adminUser(
  overrides: Partial<Typed<AdminUserFragment>> = {},
): Typed<AdminUserFragment> {
  return {
    __typename: 'User',
    id: '0b9d7a52-1111-4c4c-9c9c-000000000001',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    accessLevelId: 3,
    accessLevel: { __typename: 'AccessLevel', id: 3, name: 'Standard', level: 2 },
    isAdmin: false,
    creditBalance: 50,
    createdAt: '2026-02-03T09:00:00.000Z',
    ...overrides,
  };
}

export function providerResult(
  overrides: Partial<Typed<ProviderModelResultFragment>> = {},
): Typed<ProviderModelResultFragment> {
  return {
    __typename: 'ProviderModel',
    air: 'civitai:1001@2001',
    name: 'Dreamy Portraits',
    version: 'v1',
    category: 'checkpoint',
    type: 'base',
    architecture: 'sdxl',
    tags: ['portrait'],
    heroImage: null,
    private: false,
    defaultWidth: 1024,
    defaultHeight: 1024,
    defaultSteps: 30,
    defaultScheduler: 'Default',
    defaultCFG: 7,
    positiveTriggerWords: null,
    alreadyImported: false,
    mappedCategory: 'checkpointBase',
    mappedArchitecture: 'SDXL 1.0',
    ...overrides,
  };
}

export function job(
  overrides: Partial<Typed<AdminJobFieldsFragment>> = {},
): Typed<AdminJobFieldsFragment> {
  return {
    __typename: 'AdminJob',
    id: '1',
    queue: 'modelImport',
    name: 'import',
    state: 'waiting',
    progress: null,
    attemptsMade: 0,
    maxAttempts: 1,
    failedReason: null,
    result: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    processedAt: null,
    finishedAt: null,
    importResult: null,
    orphanScanResult: null,
    orphanDeleteResult: null,
    ...overrides,
  };
}

export function progress(done: number, total: number) {
  return { __typename: 'JobProgress' as const, done, total, percent: (done / total) * 100 };
}

export function ledgerEntry(
  overrides: Partial<Typed<AdminLedgerEntryFragment>> = {},
): Typed<AdminLedgerEntryFragment> {
  return {
    __typename: 'CreditLedgerEntry',
    id: '1',
    kind: 'welcome',
    amount: 50,
    balanceAfter: 50,
    generationId: null,
    checkoutSessionId: null,
    note: 'Welcome credits',
    createdAt: '2026-02-03T09:00:00.000Z',
    ...overrides,
  };
}

export function purchase(
  overrides: Partial<Typed<AdminPurchaseFragment>> = {},
): Typed<AdminPurchaseFragment> {
  return {
    __typename: 'CreditPurchase',
    id: '7f1c2d3e-0000-4000-8000-000000000001',
    packId: 'standard',
    packName: 'Standard',
    priceCents: 999,
    currency: 'usd',
    credits: 400,
    accessLevelId: 3,
    checkoutSessionId: 'cs_test_1',
    status: 'paid',
    createdAt: '2026-02-10T12:00:00.000Z',
    paidAt: '2026-02-10T12:01:00.000Z',
    refundedAt: null,
    failedAt: null,
    refundedCents: 0,
    creditsTakenBack: 0,
    creditsShortfall: 0,
    disputeStatus: null,
    creditsDisputed: 0,
    creditsHeld: 0,
    ...overrides,
  };
}

/** A credit pack as administrators see it: the seeded Standard pack. */
export function creditPack(
  overrides: Partial<Typed<CreditPackFieldsFragment>> = {},
): Typed<CreditPackFieldsFragment> {
  return {
    __typename: 'CreditPackOffer',
    id: 'standard',
    name: 'Standard',
    priceCents: 999,
    currency: 'usd',
    credits: 400,
    tier: 'Standard',
    accessLevelId: 3,
    creditMultiplier: 0.8,
    active: true,
    ...overrides,
  };
}
