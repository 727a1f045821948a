import { InitialSchema1763769600000 } from './1763769600000-initial-schema.js';
import { GenerationsAndCredits1763856000000 } from './1763856000000-generations-and-credits.js';
import { Favorites1763942400000 } from './1763942400000-favorites.js';
import { FoldersAndCreations1764028800000 } from './1764028800000-folders-and-creations.js';
import { Administration1764115200000 } from './1764115200000-administration.js';
import { CreditPurchases1764201600000 } from './1764201600000-credit-purchases.js';
import { ArchitectureLimits1764288000000 } from './1764288000000-architecture-limits.js';
import { AdapterWeightRanges1764374400000 } from './1764374400000-adapter-weight-ranges.js';
import { ApiKeys1764460800000 } from './1764460800000-api-keys.js';
import { AccountLinks1764547200000 } from './1764547200000-account-links.js';
import { Webhooks1764633600000 } from './1764633600000-webhooks.js';
import { CreatorTools1764720000000 } from './1764720000000-creator-tools.js';
import { CreationSearch1764806400000 } from './1764806400000-creation-search.js';
import { ArchitectureEmbeddings1764892800000 } from './1764892800000-architecture-embeddings.js';
import { UploadedImages1764979200000 } from './1764979200000-uploaded-images.js';
import { AccountSecurity1765065600000 } from './1765065600000-account-security.js';
import { GenerationLeases1765238400000 } from './1765238400000-generation-leases.js';
import { PurchaseLifecycle1765324800000 } from './1765324800000-purchase-lifecycle.js';
import { SourceImageOwners1765497600000 } from './1765497600000-source-image-owners.js';
import { ShareLinks1765584000000 } from './1765584000000-share-links.js';
import { GenerationCancel1765670400000 } from './1765670400000-generation-cancel.js';
import { ImagePrices1765756800000 } from './1765756800000-image-prices.js';
import { SavedImageSources1765843200000 } from './1765843200000-saved-image-sources.js';
import { GenerationRuns1765929600000 } from './1765929600000-generation-runs.js';
import { CreditHistoryLines1765931820000 } from './1765931820000-credit-history-lines.js';
import { PromptStyles1766184840000 } from './1766184840000-prompt-styles.js';
import { ShareRemixAndSafety1766623320000 } from './1766623320000-share-remix-and-safety.js';
import { RefinementCapabilities1766800000000 } from './1766800000000-refinement-capabilities.js';
import { OutpaintCapability1766800000001 } from './1766800000001-outpaint-capability.js';
import { SharedImageCopies1766900000000 } from './1766900000000-shared-image-copies.js';
import { Comparisons1767000000000 } from './1767000000000-comparisons.js';
import { PulidCapability1767000000001 } from './1767000000001-pulid-capability.js';
import { SavedReferences1767000000002 } from './1767000000002-saved-references.js';
import { ReferenceImagesCapability1767000000003 } from './1767000000003-reference-images-capability.js';
import { StyleOptionsAndComparisonGrids1767000000004 } from './1767000000004-style-options-and-comparison-grids.js';
import { SeedImageCapability1767000000005 } from './1767000000005-seed-image-capability.js';

/** Applied in order at start-up (or by the migration job); never edit one that has shipped. */
export const MIGRATIONS = [
  InitialSchema1763769600000,
  GenerationsAndCredits1763856000000,
  Favorites1763942400000,
  FoldersAndCreations1764028800000,
  Administration1764115200000,
  CreditPurchases1764201600000,
  ArchitectureLimits1764288000000,
  AdapterWeightRanges1764374400000,
  ApiKeys1764460800000,
  AccountLinks1764547200000,
  Webhooks1764633600000,
  CreatorTools1764720000000,
  CreationSearch1764806400000,
  ArchitectureEmbeddings1764892800000,
  UploadedImages1764979200000,
  AccountSecurity1765065600000,
  GenerationLeases1765238400000,
  PurchaseLifecycle1765324800000,
  SourceImageOwners1765497600000,
  ShareLinks1765584000000,
  GenerationCancel1765670400000,
  ImagePrices1765756800000,
  SavedImageSources1765843200000,
  GenerationRuns1765929600000,
  CreditHistoryLines1765931820000,
  PromptStyles1766184840000,
  ShareRemixAndSafety1766623320000,
  RefinementCapabilities1766800000000,
  OutpaintCapability1766800000001,
  SharedImageCopies1766900000000,
  Comparisons1767000000000,
  PulidCapability1767000000001,
  SavedReferences1767000000002,
  ReferenceImagesCapability1767000000003,
  StyleOptionsAndComparisonGrids1767000000004,
  SeedImageCapability1767000000005,
];
