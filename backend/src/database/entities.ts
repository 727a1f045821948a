import { AccountLink } from '../auth/account-links/account-link.entity.js';
import { ApiKey } from '../auth/api-keys/api-key.entity.js';
import { AccessLevel } from '../auth/entities/access-level.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { CreditPack } from '../billing/entities/credit-pack.entity.js';
import { CreditPurchase } from '../billing/entities/credit-purchase.entity.js';
import { PaymentEvent } from '../billing/entities/payment-event.entity.js';
import { Architecture } from '../catalog/entities/architecture.entity.js';
import { ArchitectureCapability } from '../catalog/entities/architecture-capability.entity.js';
import { Model } from '../catalog/entities/model.entity.js';
import { ModelCategory } from '../catalog/entities/model-category.entity.js';
import { Scheduler } from '../catalog/entities/scheduler.entity.js';
import { SizePreset } from '../catalog/entities/size-preset.entity.js';
import { CreditLedgerEntry } from '../credits/entities/credit-ledger-entry.entity.js';
import { Creation } from '../creations/entities/creation.entity.js';
import { Favorite } from '../favorites/entities/favorite.entity.js';
import { ShareLink } from '../shares/entities/share-link.entity.js';
import { ShareReport } from '../shares/entities/share-report.entity.js';
import { Folder } from '../folders/entities/folder.entity.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { Comparison } from '../generation/comparisons/comparison.entity.js';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity.js';
import { PromptStyle } from '../prompt-styles/entities/prompt-style.entity.js';
import { PromptStyleSet } from '../prompt-styles/entities/prompt-style-set.entity.js';
import { SavedReference } from '../references/entities/saved-reference.entity.js';
import { PlatformSettingsRow } from '../platform-settings/entities/platform-settings.entity.js';

/** Every mapped table; listed explicitly because globs do not work with ESM builds. */
export const ENTITIES = [
  AccessLevel,
  User,
  Architecture,
  ArchitectureCapability,
  ModelCategory,
  Scheduler,
  SizePreset,
  Model,
  Generation,
  Comparison,
  CreditLedgerEntry,
  Favorite,
  Folder,
  Creation,
  ShareLink,
  ShareReport,
  PlatformSettingsRow,
  CreditPack,
  CreditPurchase,
  PaymentEvent,
  ApiKey,
  AccountLink,
  WebhookEndpoint,
  WebhookDelivery,
  PromptStyle,
  PromptStyleSet,
  SavedReference,
];
