import type { ApiKeyScope } from '../../../../graphql/generated/graphql';

export interface ApiKeyScopeInfo {
  scope: ApiKeyScope;
  /** As the README and the REST API write it. */
  label: string;
  explanation: string;
}

/** Every scope, in the order the dialog offers them. */
export const API_KEY_SCOPES: readonly ApiKeyScopeInfo[] = [
  {
    scope: 'generate',
    label: 'generate',
    explanation: 'Generate images, prompt favorites and credits',
  },
  { scope: 'galleryRead', label: 'gallery:read', explanation: 'Read saved images and folders' },
  {
    scope: 'galleryWrite',
    label: 'gallery:write',
    explanation: 'Save, move and delete images and folders',
  },
  {
    scope: 'share',
    label: 'share',
    explanation: 'Create, list, change and revoke share links',
  },
  {
    scope: 'admin',
    label: 'admin',
    explanation: 'Administrator operations: models, users and platform settings',
  },
];

/** A key without scopes may do whatever its owner may do as a user. */
export const ALL_USER_PERMISSIONS = 'All user permissions';

export function scopeLabel(scope: ApiKeyScope): string {
  return API_KEY_SCOPES.find((info) => info.scope === scope)?.label ?? scope;
}

/** The scopes a user may give a key: the server refuses admin to anyone but administrators. */
export function offeredScopes(isAdmin: boolean): readonly ApiKeyScopeInfo[] {
  return isAdmin ? API_KEY_SCOPES : API_KEY_SCOPES.filter((info) => info.scope !== 'admin');
}

/** The given scopes in the dialog's order, whichever order they were checked in. */
export function inScopeOrder(scopes: readonly ApiKeyScope[]): ApiKeyScope[] {
  return API_KEY_SCOPES.map((info) => info.scope).filter((scope) => scopes.includes(scope));
}
