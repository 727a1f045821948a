/**
 * What a refusal from Runware proves about the task it answers, read from its error code and HTTP
 * status (the codes of Runware's errors page and its SDK's error categories):
 * - `not-accepted`: refused before the task was recorded (a full queue, a rate limit): resending
 *   the same task is safe;
 * - `uncertain`: the task may have been recorded, run and billed (a 5xx, a gateway timeout, a
 *   conflicting taskUUID): find it by taskUUID, never resend it;
 * - `account`: the account behind the key is refused (invalid or revoked key, empty balance,
 *   suspension): every task fails alike until its owner acts, so nothing is resent;
 * - `task-refused`: this task is refused for good (content policy, invalid parameters, a failure
 *   the provider reports as final): resending it gets the same answer, so it fails at once.
 */
export type RunwareRefusal = 'not-accepted' | 'uncertain' | 'account' | 'task-refused';

/** Refusals of the account (its key, its balance, its standing), not of one task. */
const ACCOUNT_CODES = new Set([
  'missingApiKey',
  'unauthorized',
  'forbidden',
  'permissionDenied',
  'insufficientPermissions',
  'authenticationFailed',
  'authFailed',
  'invalidAuthentication',
  'invalidCredentials',
  'missingAuthentication',
  'tokenExpired',
  'tokenInvalid',
  'tokenMissing',
  'tokenRevoked',
  'accountSuspended',
  'accountDisabled',
  'organizationSuspended',
  'organizationDisabled',
  'workspaceSuspended',
  'workspaceDisabled',
  'quotaExceeded',
  'paymentRequired',
]);

/** Content refusals: the same prompt or image is refused again, whoever sends it. */
const SAFETY_CODES = new Set([
  'contentPolicyViolation',
  'providerContentPolicyViolation',
  'sensitiveContentDetected',
  'unsafeContentDetected',
  'nsfwContentDetected',
  'promptBlocked',
  'imageBlocked',
  'moderationFailed',
]);

export function isSafetyRefusal(code: string): boolean {
  return SAFETY_CODES.has(code);
}

/** The provider's answer to a task it refused or failed: its error code and HTTP status. */
export function classifyRefusal(code: string, status: number): RunwareRefusal {
  // Authentication that timed out never reached the task.
  if (code === 'authTimeout') return 'not-accepted';
  if (status === 429 || code === 'rateLimitExceeded' || /RateLimit/.test(code))
    return 'not-accepted';
  if (
    ACCOUNT_CODES.has(code) ||
    /ApiKey/.test(code) ||
    /Credits|Balance|Quota/.test(code) ||
    status === 401 ||
    status === 402
  )
    return 'account';
  if (code === 'conflictTaskUUID') return 'uncertain';
  if (SAFETY_CODES.has(code)) return 'task-refused';
  // A server error or a gateway timeout may strike after the task was recorded.
  if (status === 408 || status >= 500) return 'uncertain';
  return 'task-refused';
}
