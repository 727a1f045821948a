import { API_KEY_NAME_MAX_LENGTH } from '../auth/api-keys/create-api-key.input.js';
import { ACCOUNT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../auth/dto/auth-rules.js';
import { CREDIT_PACK_NAME_MAX_LENGTH } from '../billing/dto/credit-pack.input.js';
import { SEARCH_MAX_LENGTH } from '../creations/creation-filters.js';
import { FAVORITE_NAME_MAX_LENGTH } from '../favorites/dto/save-favorite.input.js';
import { FOLDER_NAME_MAX_LENGTH } from '../folders/folder-name.js';
import { MAX_CREDIT_GRANT } from '../admin/users/dto/admin-user.types.js';
import { COMPARISON_VALUES_MAX } from '../generation/comparisons/comparison-parameters.js';
import { REFINEMENT_STEPS_MAX } from '../generation/dto/refinement.input.js';
import { MAX_IP_ADAPTER_IMAGES } from '../generation/dto/generate-images.input.js';
import { IMAGE_FORMATS, PROMPT_WEIGHTINGS } from '../generation/dto/generation-enums.js';
import { PROMPT_MAX_LENGTH } from '../generation/prompt-limits.js';
import { PROMPT_STYLE_LIMITS } from '../prompt-styles/prompt-style-limits.js';
import {
  HIRES_FIX_UPSCALERS,
  IP_ADAPTER_COMBINE_METHODS,
  IP_ADAPTER_WEIGHT_TYPES,
} from '../provider/generation-request.js';
import { REFERENCE_LIMITS } from '../references/reference-limits.js';
import { SHARE_PASSWORD_MAX_LENGTH } from '../shares/dto/share-link.inputs.js';
import {
  SHARE_REPORT_NOTE_MAX,
  SHARE_REPORT_REASON_LABELS,
} from '../shares/share-report-reasons.js';
import { ENHANCE_PROMPT_MAX_LENGTH } from '../tools/dto/tool-inputs.js';
import { WEBHOOK_URL_MAX_LENGTH } from '../webhooks/dto/webhook-inputs.js';
import { MAX_WEBHOOKS_PER_USER } from '../webhooks/webhooks.service.js';

/**
 * The limits and option lists the web client checks as a person types, each taken from the rule
 * that owns it. The client receives them as generated code (frontend/src/graphql/generated/
 * limits.ts, written by `npm run schema`; `npm test` fails while it is stale), so each limit is
 * written once and a change to a rule reaches the form that explains it.
 */
export const CLIENT_LIMITS = {
  PROMPT_MAX_LENGTH,
  ENHANCE_PROMPT_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  FOLDER_NAME_MAX_LENGTH,
  FAVORITE_NAME_MAX_LENGTH,
  PROMPT_STYLE_LIMITS,
  ACCOUNT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  API_KEY_NAME_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  CREDIT_PACK_NAME_MAX_LENGTH,
  SHARE_PASSWORD_MAX_LENGTH,
  SHARE_REPORT_NOTE_MAX,
  SHARE_REPORT_REASON_LABELS,
  MAX_IP_ADAPTER_IMAGES,
  IP_ADAPTER_WEIGHT_TYPES,
  IP_ADAPTER_COMBINE_METHODS,
  HIRES_FIX_UPSCALERS,
  IMAGE_FORMATS,
  PROMPT_WEIGHTINGS,
  REFINEMENT_STEPS_MAX,
  COMPARISON_VALUES_MAX,
  REFERENCE_LIMITS,
  MAX_WEBHOOKS_PER_USER,
  MAX_CREDIT_GRANT,
} as const;

/** CLIENT_LIMITS as the TypeScript module the client imports. */
export function clientLimitsModule(): string {
  const header = [
    '// ------------------------------------------------------',
    '// THIS FILE WAS AUTOMATICALLY GENERATED (DO NOT MODIFY)',
    '// from backend/src/contract/client-limits.ts by `npm run schema`',
    '// ------------------------------------------------------',
    '',
  ];
  const constants = Object.entries(CLIENT_LIMITS).map(
    ([name, value]) => `export const ${name} = ${JSON.stringify(value)} as const;`,
  );
  return [...header, ...constants, ''].join('\n');
}
