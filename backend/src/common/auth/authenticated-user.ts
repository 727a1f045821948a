import { type ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import { type User } from '../../auth/entities/user.entity.js';

/** Who is calling: attached to the request by the session (JWT) or API key strategy. */
export interface AuthenticatedUser {
  user: User;
  isAdmin: boolean;
  /** A signed-in session: its token, so logout can revoke exactly this one. */
  session?: {
    tokenId: string;
    /** Token expiry in seconds since the epoch. */
    expiresAt: number;
  };
  /** A personal API key, with what it is limited to (empty: every user permission). */
  apiKey?: { id: string; scopes: ApiKeyScope[] };
}
