/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query SharedRemix($slug: String!, $creationId: ID!, $pass: String) {\n  sharedRemix(slug: $slug, creationId: $creationId, pass: $pass) {\n    slug\n    creationId\n    title\n    ownerName\n    prompt\n    negativePrompt\n    modelId\n    width\n    height\n    format\n    parameters\n  }\n}\n\nmutation SaveSharedImage($slug: String!, $creationId: ID!, $pass: String) {\n  saveSharedImage(slug: $slug, creationId: $creationId, pass: $pass) {\n    id\n    folder {\n      id\n      name\n    }\n  }\n}": typeof types.SharedRemixDocument,
    "fragment ShareLinkItem on ShareLink {\n  id\n  url\n  kind\n  creationId\n  folderId\n  thumbnailUrl\n  folder {\n    id\n    name\n  }\n  expiresAt\n  hasPassword\n  allowDownload\n  showPrompt\n  views\n  lastViewedAt\n  createdAt\n}\n\nquery MyShareLinks {\n  myShareLinks {\n    ...ShareLinkItem\n  }\n}\n\nmutation CreateShareLink($input: CreateShareLinkInput!) {\n  createShareLink(input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation UpdateShareLink($id: ID!, $input: UpdateShareLinkInput!) {\n  updateShareLink(id: $id, input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation RevokeShareLink($id: ID!) {\n  revokeShareLink(id: $id)\n}": typeof types.ShareLinkItemFragmentDoc,
};
const documents: Documents = {
    "query SharedRemix($slug: String!, $creationId: ID!, $pass: String) {\n  sharedRemix(slug: $slug, creationId: $creationId, pass: $pass) {\n    slug\n    creationId\n    title\n    ownerName\n    prompt\n    negativePrompt\n    modelId\n    width\n    height\n    format\n    parameters\n  }\n}\n\nmutation SaveSharedImage($slug: String!, $creationId: ID!, $pass: String) {\n  saveSharedImage(slug: $slug, creationId: $creationId, pass: $pass) {\n    id\n    folder {\n      id\n      name\n    }\n  }\n}": types.SharedRemixDocument,
    "fragment ShareLinkItem on ShareLink {\n  id\n  url\n  kind\n  creationId\n  folderId\n  thumbnailUrl\n  folder {\n    id\n    name\n  }\n  expiresAt\n  hasPassword\n  allowDownload\n  showPrompt\n  views\n  lastViewedAt\n  createdAt\n}\n\nquery MyShareLinks {\n  myShareLinks {\n    ...ShareLinkItem\n  }\n}\n\nmutation CreateShareLink($input: CreateShareLinkInput!) {\n  createShareLink(input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation UpdateShareLink($id: ID!, $input: UpdateShareLinkInput!) {\n  updateShareLink(id: $id, input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation RevokeShareLink($id: ID!) {\n  revokeShareLink(id: $id)\n}": types.ShareLinkItemFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedRemix($slug: String!, $creationId: ID!, $pass: String) {\n  sharedRemix(slug: $slug, creationId: $creationId, pass: $pass) {\n    slug\n    creationId\n    title\n    ownerName\n    prompt\n    negativePrompt\n    modelId\n    width\n    height\n    format\n    parameters\n  }\n}\n\nmutation SaveSharedImage($slug: String!, $creationId: ID!, $pass: String) {\n  saveSharedImage(slug: $slug, creationId: $creationId, pass: $pass) {\n    id\n    folder {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query SharedRemix($slug: String!, $creationId: ID!, $pass: String) {\n  sharedRemix(slug: $slug, creationId: $creationId, pass: $pass) {\n    slug\n    creationId\n    title\n    ownerName\n    prompt\n    negativePrompt\n    modelId\n    width\n    height\n    format\n    parameters\n  }\n}\n\nmutation SaveSharedImage($slug: String!, $creationId: ID!, $pass: String) {\n  saveSharedImage(slug: $slug, creationId: $creationId, pass: $pass) {\n    id\n    folder {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShareLinkItem on ShareLink {\n  id\n  url\n  kind\n  creationId\n  folderId\n  thumbnailUrl\n  folder {\n    id\n    name\n  }\n  expiresAt\n  hasPassword\n  allowDownload\n  showPrompt\n  views\n  lastViewedAt\n  createdAt\n}\n\nquery MyShareLinks {\n  myShareLinks {\n    ...ShareLinkItem\n  }\n}\n\nmutation CreateShareLink($input: CreateShareLinkInput!) {\n  createShareLink(input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation UpdateShareLink($id: ID!, $input: UpdateShareLinkInput!) {\n  updateShareLink(id: $id, input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation RevokeShareLink($id: ID!) {\n  revokeShareLink(id: $id)\n}"): (typeof documents)["fragment ShareLinkItem on ShareLink {\n  id\n  url\n  kind\n  creationId\n  folderId\n  thumbnailUrl\n  folder {\n    id\n    name\n  }\n  expiresAt\n  hasPassword\n  allowDownload\n  showPrompt\n  views\n  lastViewedAt\n  createdAt\n}\n\nquery MyShareLinks {\n  myShareLinks {\n    ...ShareLinkItem\n  }\n}\n\nmutation CreateShareLink($input: CreateShareLinkInput!) {\n  createShareLink(input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation UpdateShareLink($id: ID!, $input: UpdateShareLinkInput!) {\n  updateShareLink(id: $id, input: $input) {\n    ...ShareLinkItem\n  }\n}\n\nmutation RevokeShareLink($id: ID!) {\n  revokeShareLink(id: $id)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;