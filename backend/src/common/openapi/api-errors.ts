import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

/**
 * The REST error body DomainErrorFilter writes: `{ message, code }` plus the error's details. The
 * details listed here are the ones the API sends today; a client should ignore any it does not know.
 */
export class ApiErrorBody {
  @ApiProperty({
    type: String,
    description: 'What went wrong, for people.',
    example: 'name is required',
  })
  message: string;

  @ApiProperty({
    type: String,
    description:
      'What went wrong, for programs: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, INTERNAL_SERVER_ERROR, or a more specific code named by the response.',
    example: 'BAD_USER_INPUT',
  })
  code: string;

  @ApiPropertyOptional({
    type: String,
    description: 'The request field at fault.',
    example: 'name',
  })
  field?: string;

  @ApiPropertyOptional({
    type: Number,
    description: '429: seconds to wait before trying again (also sent as Retry-After).',
  })
  retryAfterSeconds?: number;

  @ApiPropertyOptional({ type: Number, description: '429 of a generation: requests per minute.' })
  limit?: number;

  @ApiPropertyOptional({ type: Number, description: '429 of a generation: requests left.' })
  remaining?: number;

  @ApiPropertyOptional({ type: String, description: "A provider error: the provider's parameter." })
  parameter?: string;

  @ApiPropertyOptional({ type: String, description: "A provider error: the provider's help page." })
  documentation?: string;

  @ApiPropertyOptional({ type: String, description: 'A provider error: the task it concerns.' })
  taskUUID?: string;

  @ApiPropertyOptional({
    type: Number,
    description: 'CREDITS_ALREADY_SPENT: credits to take back.',
  })
  credits?: number;

  @ApiPropertyOptional({
    type: Number,
    description: 'insufficientCredits and CREDITS_ALREADY_SPENT: the balance.',
  })
  balance?: number;

  @ApiPropertyOptional({ type: Number, description: 'insufficientCredits: the credits needed.' })
  needed?: number;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'SHARE_PASSWORD_REQUIRED: the shared link needs its password.',
  })
  passwordRequired?: boolean;

  @ApiPropertyOptional({ type: String, description: 'ALREADY_SAVED: the saved image.' })
  creationId?: string;

  @ApiPropertyOptional({ type: String, description: 'ALREADY_SAVED: the folder holding it.' })
  folderId?: string;

  @ApiPropertyOptional({ type: String, description: "ALREADY_SAVED: that folder's name." })
  folderName?: string;

  @ApiPropertyOptional({ type: String, description: 'JOB_STILL_RUNNING: the job to follow.' })
  jobId?: string;

  @ApiPropertyOptional({ type: String, description: "JOB_STILL_RUNNING: the job's queue." })
  queue?: string;
}

/** The answer of calls that only confirm what they did. */
export class ApiMessage {
  @ApiProperty({ type: String, example: 'Removed' })
  message: string;
}

const DESCRIPTIONS = {
  400: 'The request is invalid (BAD_USER_INPUT; `field` names the field at fault when there is one).',
  401: 'No valid session token or API key was sent (UNAUTHENTICATED).',
  402: 'The credit balance does not cover the request (insufficientCredits).',
  403: 'The caller may not do this (FORBIDDEN, or a more specific code).',
  404: 'Not found (NOT_FOUND).',
  409: 'The request conflicts with the current state (CONFLICT, or a more specific code).',
  413: 'The request body is too large (PAYLOAD_TOO_LARGE).',
  429: 'Too many requests (RATE_LIMITED): wait `retryAfterSeconds` (the Retry-After header).',
  502: "The provider's answer could not be used.",
  503: 'A service this needs is unavailable right now; nothing was done.',
  504: 'The work takes longer than the call may wait; it goes on and can be followed.',
} as const;

export type ErrorStatus = keyof typeof DESCRIPTIONS;

/** A status with the usual description, or with one that says more for this route. */
export type DocumentedError = ErrorStatus | { status: ErrorStatus; description: string };

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer' as const },
  },
};

/**
 * Documents error answers, all in the shared ApiErrorBody shape:
 * `@ApiErrors(400, 404, { status: 409, description: '...' })`.
 */
export function ApiErrors(...errors: DocumentedError[]) {
  return applyDecorators(
    ...errors.map((error) => {
      const { status, description } =
        typeof error === 'number' ? { status: error, description: DESCRIPTIONS[error] } : error;
      return ApiResponse({
        status,
        description,
        type: ApiErrorBody,
        ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      });
    }),
  );
}
