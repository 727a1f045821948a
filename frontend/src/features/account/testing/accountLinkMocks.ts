import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  CancelEmailChangeDocument,
  RequestPasswordResetDocument,
  ResendVerificationEmailDocument,
  ResetPasswordDocument,
  UndoEmailChangeDocument,
  type SessionUserFragment,
  VerifyEmailDocument,
} from '../../../graphql/generated/graphql';
import { meResult } from '../../../test/fixtures';

/** A refusal as the server sends it: message, code, status and the refused input if any. */
export function refusal(
  message: string,
  code: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const tooManyAttempts = () =>
  refusal('Too many attempts. Please wait 15 minutes and try again.', 'RATE_LIMITED', {
    status: 429,
    retryAfterSeconds: 900,
  });

type Outcome<T> = T | GraphQLError;

/**
 * A mocked call that records the variables of every call it answers, so a test can assert what
 * was sent and how often (a second call would reach it too).
 */
function answer<T>(
  query: MockLink.MockedRequest['query'],
  variables: Record<string, unknown> | undefined,
  data: (value: T) => Record<string, unknown>,
  outcome: Outcome<T>,
  { delay, sent }: { delay?: number; sent?: unknown[] },
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: (received: Record<string, unknown>) => {
      sent?.push(received);
      return outcome instanceof GraphQLError ? { errors: [outcome] } : { data: data(outcome) };
    },
    delay,
    // Answers again when asked again, so a repeated call shows up in `sent` instead of failing.
    maxUsageCount: sent ? Number.POSITIVE_INFINITY : 1,
  };
}

interface MockOptions {
  delay?: number;
  /** Collects the variables of each call. */
  sent?: unknown[];
}

export function requestPasswordResetMock(
  email: string,
  outcome: Outcome<true> = true,
  options: MockOptions = {},
) {
  return answer(
    RequestPasswordResetDocument,
    { input: { email } },
    (value) => ({ requestPasswordReset: value }),
    outcome,
    options,
  );
}

export function resetPasswordMock(
  input: { token: string; newPassword: string; confirmPassword: string },
  outcome: Outcome<true> = true,
  options: MockOptions = {},
) {
  return answer(
    ResetPasswordDocument,
    { input },
    (value) => ({ resetPassword: value }),
    outcome,
    options,
  );
}

export function verifyEmailMock(
  token: string,
  outcome: Outcome<string>,
  { alreadyVerified = false, ...options }: MockOptions & { alreadyVerified?: boolean } = {},
) {
  return answer(
    VerifyEmailDocument,
    { input: { token } },
    (email) => ({ verifyEmail: { __typename: 'VerifiedEmail', email, alreadyVerified } }),
    outcome,
    options,
  );
}

/** Answers with the address the link went to. */
export function resendVerificationMock(outcome: Outcome<string>, options: MockOptions = {}) {
  return answer(
    ResendVerificationEmailDocument,
    {},
    (address) => ({ resendVerificationEmail: address }),
    outcome,
    options,
  );
}

/** Answers with the user as stored after the change was withdrawn. */
export function cancelEmailChangeMock(
  outcome: Outcome<SessionUserFragment>,
  options: MockOptions = {},
) {
  return answer(
    CancelEmailChangeDocument,
    {},
    (user) => ({ cancelEmailChange: meResult(user).data.me }),
    outcome,
    options,
  );
}

/** Answers with the restored address and a reset token for it. */
export function undoEmailChangeMock(
  token: string,
  outcome: Outcome<{ email: string; resetToken: string }>,
  options: MockOptions = {},
) {
  return answer(
    UndoEmailChangeDocument,
    { input: { token } },
    (undone) => ({ undoEmailChange: { __typename: 'EmailChangeUndone', ...undone } }),
    outcome,
    options,
  );
}
