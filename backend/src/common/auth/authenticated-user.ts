import { type User } from '../../auth/entities/user.entity.js';

/** Who is calling: attached to the request by the JWT strategy. */
export interface AuthenticatedUser {
  user: User;
  /** The token's id, so logout can revoke exactly this session. */
  tokenId: string;
  /** Token expiry in seconds since the epoch. */
  expiresAt: number;
  isAdmin: boolean;
}
