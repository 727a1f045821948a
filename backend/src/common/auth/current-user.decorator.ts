import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AuthenticatedUser } from './authenticated-user.js';
import { requestOf } from './request-of.js';

/** The caller, or undefined on routes that allow visitors. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined =>
    requestOf(context).user as AuthenticatedUser | undefined,
);
