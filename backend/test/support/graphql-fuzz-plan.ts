import fc from 'fast-check';
import {
  type Caller,
  fixture,
  type FuzzFixtures,
  PASSWORD,
  PASSWORD_RUNS,
  SDXL,
  SDXL_LORA,
} from './fuzz-fixtures.js';
import { type KnownValues } from './graphql-fuzz-operations.js';

/** How one GraphQL operation is fuzzed, beyond the payloads its schema types give. */
export interface OperationPlan {
  callers: Caller[];
  runs?: number;
  /** A success spends the spare member's session or account: the suite makes a new one. */
  spendsSpare: boolean;
  /** Tables a refusal may still write: a provider's refusal records the failed generation. */
  refusalWrites: string[];
}

/** Operations that call the provider (and charge) when they succeed. */
const PAID = [
  'generateImages',
  'upscaleImage',
  'removeBackground',
  'describeImage',
  'enhancePrompt',
  'startComparison',
];

/** Operations where a calm payload would be costly: every payload gets a wild value. */
export const ALWAYS_WILD = PAID;

export function operationPlan(field: string): OperationPlan {
  const hashesPasswords = ['register', 'login', 'changePassword', 'adminDeleteUser'];
  return {
    callers: callersOf(field),
    runs: hashesPasswords.includes(field) ? PASSWORD_RUNS : undefined,
    spendsSpare: ['changePassword', 'adminDeleteUser'].includes(field),
    refusalWrites: PAID.includes(field) ? ['generations', 'credit_ledger'] : [],
  };
}

/** Administrators' operations mostly by administrators; the rest mostly by members. */
function callersOf(field: string): Caller[] {
  if (field.startsWith('admin')) return ['admin', 'admin', 'admin', 'member', 'anonymous'];
  if (field === 'changePassword') return ['spare', 'anonymous'];
  if (field === 'login' || field === 'register') return ['anonymous'];
  return ['member', 'member', 'admin', 'anonymous'];
}

const air = fc.integer({ min: 1, max: 1e6 }).map((n) => `civitai:${n}@${n}`);

/**
 * Calm argument values by `name:Type`, so a payload gets past the checks its wild values do not
 * aim at. Ids are the fuzzing users' own rows; the spare member is the only user an administrator
 * operation may change, and model ids name no seeded model.
 */
export function calmArguments(fixtures: FuzzFixtures): KnownValues {
  const known = <T>(pick: (f: FuzzFixtures) => T) => fixture(fixtures, pick);
  return {
    'id:ID': fc.oneof(
      known((f) => f.folder.id),
      known((f) => f.creationId),
      known((f) => f.favoriteId),
      known((f) => f.promptStyleId),
      known((f) => f.share.id),
      known((f) => f.generationId),
      known((f) => f.packId),
    ),
    'id:Int': fc.constant(999_999),
    'folderId:ID': known((f) => f.folder.id),
    'userId:ID': known((f) => f.spare.id),
    'generationId:ID': known((f) => f.generationId),
    'packId:ID': known((f) => f.packId),
    'purchaseId:ID': fc.uuid(),
    'sessionId:ID': fc.constant('cs_test_123'),
    'jobId:ID': fc.constantFrom('1', '999'),
    'after:String': known((f) => f.cursor),
    'slug:String': known((f) => f.share.slug),
    'queue:QueueName': fc.constantFrom('modelImport', 'orphanScan', 'orphanDelete'),
    'state:JobState': fc.constantFrom('failed', 'completed'),
    'model:String': fc.constantFrom(SDXL, SDXL_LORA),
    'modelId:String': fc.constant(SDXL),
    'prompt:String': fc.constant('a lighthouse at dusk'),
    'width:Int': fc.constantFrom(512, 1024),
    'height:Int': fc.constantFrom(512, 1024),
    'imageCount:Int': fc.constant(1),
    'format:String': fc.constantFrom('jpeg', 'png'),
    'email:String': fc.oneof(
      fc.uuid().map((id) => `fuzz-${id}@example.com`),
      known((f) => f.spare.email),
    ),
    'password:String': fc.constant(PASSWORD),
    'currentPassword:String': fc.constant(PASSWORD),
    'newPassword:String': fc.constant('secret-456'),
    'name:String': fc.constantFrom('Fuzz name', 'Default'),
    'civitAIR:String': air,
    'air:String': air,
    'modelCategoryId:Int': fc.constant(1),
    'architectureId:Int': fc.constantFrom(1, 2),
    'accessLevelId:Int': fc.constantFrom(1, 3, 5),
    'imageUrl:String': known((f) => f.imageUrl),
    'amount:Float': fc.constantFrom(1, 10),
    'first:Int': fc.constantFrom(1, 20, 100),
    'limit:Int': fc.constantFrom(1, 20),
    'offset:Int': fc.constantFrom(0, 5),
    'fileKeys:String': fc.constant('users/u/creations/gone.png'),
    'search:String': fc.constantFrom('fuzz', 'a'),
    'taskUUID:String': fc.uuid(),
    // Never a real estimate: a calm comparison is refused before any hold, so no queued cell
    // writes in the background while later payloads are checked.
    'confirmedCredits:Float': fc.constant(0),
    // Refused (webhooks may not reach loopback): a registered webhook would be delivered to in
    // the background while later payloads are checked for writes.
    'url:String': fc.constant('http://127.0.0.1/fuzz-hook'),
  };
}
