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
    "query AppInfo {\n  appInfo {\n    name\n    version\n    providerMode\n  }\n  platformStatus {\n    maintenanceMode\n    registrationsOpen\n  }\n}": typeof types.AppInfoDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.UpdateProfileDocument,
    "fragment SessionUser on User {\n  id\n  name\n  email\n  accessLevelId\n  isAdmin\n  creditBalance\n  createdAt\n  accessLevel {\n    id\n    name\n    level\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.SessionUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nquery AccessLevels {\n  accessLevels {\n    id\n    name\n  }\n}": typeof types.LoginDocument,
    "fragment GalleryCreation on Creation {\n  id\n  imageUrl\n  thumbnailUrl\n  prompt\n  negativePrompt\n  modelId\n  width\n  height\n  format\n  parameters\n  createdAt\n  folder {\n    ...GalleryFolder\n  }\n}\n\nquery GalleryCreations($folderId: ID, $first: Int!, $after: String) {\n  creations(folderId: $folderId, first: $first, after: $after) {\n    items {\n      ...GalleryCreation\n    }\n    nextCursor\n    hasMore\n  }\n}\n\nmutation MoveCreation($id: ID!, $folderId: ID!) {\n  moveCreation(id: $id, folderId: $folderId) {\n    id\n    folder {\n      ...GalleryFolder\n    }\n  }\n}\n\nmutation DeleteCreation($id: ID!) {\n  deleteCreation(id: $id)\n}": typeof types.GalleryCreationFragmentDoc,
    "fragment GalleryFolder on Folder {\n  id\n  name\n  isDefault\n}\n\nquery GalleryFolders {\n  folders {\n    ...GalleryFolder\n  }\n}\n\nmutation CreateFolder($name: String!) {\n  createFolder(name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation RenameFolder($id: ID!, $name: String!) {\n  renameFolder(id: $id, name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation DeleteFolder($id: ID!) {\n  deleteFolder(id: $id)\n}": typeof types.GalleryFolderFragmentDoc,
    "query GalleryModels {\n  models {\n    id\n    name\n    version\n    civitAIR\n  }\n}": typeof types.GalleryModelsDocument,
    "fragment GeneratorModel on Model {\n  id\n  name\n  version\n  civitAIR\n  architectureId\n  modelCategoryId\n  modelType\n  heroImage\n  triggerWords\n  isPrivate\n  defaultSteps\n  defaultCFG\n  extras {\n    lora\n    controlnet\n    vae\n    ipadapter\n    embeddings\n  }\n}\n\nquery GeneratorBaseModels {\n  baseModels {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorModels {\n  models {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorReference {\n  architectures {\n    id\n    architecture\n  }\n  modelCategories {\n    id\n    category\n  }\n}\n\nquery ArchitectureSupport($architectureId: Int!) {\n  architectureCapability(architectureId: $architectureId) {\n    architectureId\n    supportsLoRA\n    supportsControlNet\n    supportsVAE\n    supportsIPAdapter\n    defaultSteps\n    defaultCFG\n  }\n  sizePresets(architectureId: $architectureId) {\n    id\n    architectureId\n    name\n    label\n    width\n    height\n    sortOrder\n  }\n  schedulers(architectureId: $architectureId) {\n    id\n    architectureId\n    schedulerKey\n    friendlyName\n    isDefault\n  }\n}": typeof types.GeneratorModelFragmentDoc,
    "fragment FavoriteItem on Favorite {\n  id\n  name\n  prompt\n  negativePrompt\n  modelId\n  parameters\n  savedAt\n}\n\nquery Favorites {\n  favorites {\n    ...FavoriteItem\n  }\n}\n\nmutation SaveFavorite($input: SaveFavoriteInput!) {\n  saveFavorite(input: $input) {\n    ...FavoriteItem\n  }\n}\n\nmutation DeleteFavorite($id: ID!) {\n  deleteFavorite(id: $id)\n}": typeof types.FavoriteItemFragmentDoc,
    "query GeneratorFolders {\n  folders {\n    id\n    name\n    isDefault\n  }\n}\n\nmutation SaveCreation($input: SaveCreationInput!) {\n  saveCreation(input: $input) {\n    id\n    folder {\n      id\n      name\n      isDefault\n    }\n  }\n}": typeof types.GeneratorFoldersDocument,
    "mutation GenerateImages($input: GenerateImagesInput!) {\n  generateImages(input: $input) {\n    generationId\n    totalCost\n    creditsCharged\n    creditBalance\n    durationMs\n    images {\n      imageURL\n      imageUUID\n      seed\n      cost\n    }\n  }\n}": typeof types.GenerateImagesDocument,
};
const documents: Documents = {
    "query AppInfo {\n  appInfo {\n    name\n    version\n    providerMode\n  }\n  platformStatus {\n    maintenanceMode\n    registrationsOpen\n  }\n}": types.AppInfoDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.UpdateProfileDocument,
    "fragment SessionUser on User {\n  id\n  name\n  email\n  accessLevelId\n  isAdmin\n  creditBalance\n  createdAt\n  accessLevel {\n    id\n    name\n    level\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}": types.SessionUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nquery AccessLevels {\n  accessLevels {\n    id\n    name\n  }\n}": types.LoginDocument,
    "fragment GalleryCreation on Creation {\n  id\n  imageUrl\n  thumbnailUrl\n  prompt\n  negativePrompt\n  modelId\n  width\n  height\n  format\n  parameters\n  createdAt\n  folder {\n    ...GalleryFolder\n  }\n}\n\nquery GalleryCreations($folderId: ID, $first: Int!, $after: String) {\n  creations(folderId: $folderId, first: $first, after: $after) {\n    items {\n      ...GalleryCreation\n    }\n    nextCursor\n    hasMore\n  }\n}\n\nmutation MoveCreation($id: ID!, $folderId: ID!) {\n  moveCreation(id: $id, folderId: $folderId) {\n    id\n    folder {\n      ...GalleryFolder\n    }\n  }\n}\n\nmutation DeleteCreation($id: ID!) {\n  deleteCreation(id: $id)\n}": types.GalleryCreationFragmentDoc,
    "fragment GalleryFolder on Folder {\n  id\n  name\n  isDefault\n}\n\nquery GalleryFolders {\n  folders {\n    ...GalleryFolder\n  }\n}\n\nmutation CreateFolder($name: String!) {\n  createFolder(name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation RenameFolder($id: ID!, $name: String!) {\n  renameFolder(id: $id, name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation DeleteFolder($id: ID!) {\n  deleteFolder(id: $id)\n}": types.GalleryFolderFragmentDoc,
    "query GalleryModels {\n  models {\n    id\n    name\n    version\n    civitAIR\n  }\n}": types.GalleryModelsDocument,
    "fragment GeneratorModel on Model {\n  id\n  name\n  version\n  civitAIR\n  architectureId\n  modelCategoryId\n  modelType\n  heroImage\n  triggerWords\n  isPrivate\n  defaultSteps\n  defaultCFG\n  extras {\n    lora\n    controlnet\n    vae\n    ipadapter\n    embeddings\n  }\n}\n\nquery GeneratorBaseModels {\n  baseModels {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorModels {\n  models {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorReference {\n  architectures {\n    id\n    architecture\n  }\n  modelCategories {\n    id\n    category\n  }\n}\n\nquery ArchitectureSupport($architectureId: Int!) {\n  architectureCapability(architectureId: $architectureId) {\n    architectureId\n    supportsLoRA\n    supportsControlNet\n    supportsVAE\n    supportsIPAdapter\n    defaultSteps\n    defaultCFG\n  }\n  sizePresets(architectureId: $architectureId) {\n    id\n    architectureId\n    name\n    label\n    width\n    height\n    sortOrder\n  }\n  schedulers(architectureId: $architectureId) {\n    id\n    architectureId\n    schedulerKey\n    friendlyName\n    isDefault\n  }\n}": types.GeneratorModelFragmentDoc,
    "fragment FavoriteItem on Favorite {\n  id\n  name\n  prompt\n  negativePrompt\n  modelId\n  parameters\n  savedAt\n}\n\nquery Favorites {\n  favorites {\n    ...FavoriteItem\n  }\n}\n\nmutation SaveFavorite($input: SaveFavoriteInput!) {\n  saveFavorite(input: $input) {\n    ...FavoriteItem\n  }\n}\n\nmutation DeleteFavorite($id: ID!) {\n  deleteFavorite(id: $id)\n}": types.FavoriteItemFragmentDoc,
    "query GeneratorFolders {\n  folders {\n    id\n    name\n    isDefault\n  }\n}\n\nmutation SaveCreation($input: SaveCreationInput!) {\n  saveCreation(input: $input) {\n    id\n    folder {\n      id\n      name\n      isDefault\n    }\n  }\n}": types.GeneratorFoldersDocument,
    "mutation GenerateImages($input: GenerateImagesInput!) {\n  generateImages(input: $input) {\n    generationId\n    totalCost\n    creditsCharged\n    creditBalance\n    durationMs\n    images {\n      imageURL\n      imageUUID\n      seed\n      cost\n    }\n  }\n}": types.GenerateImagesDocument,
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
export function graphql(source: "query AppInfo {\n  appInfo {\n    name\n    version\n    providerMode\n  }\n  platformStatus {\n    maintenanceMode\n    registrationsOpen\n  }\n}"): (typeof documents)["query AppInfo {\n  appInfo {\n    name\n    version\n    providerMode\n  }\n  platformStatus {\n    maintenanceMode\n    registrationsOpen\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  name\n  email\n  accessLevelId\n  isAdmin\n  creditBalance\n  createdAt\n  accessLevel {\n    id\n    name\n    level\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  name\n  email\n  accessLevelId\n  isAdmin\n  creditBalance\n  createdAt\n  accessLevel {\n    id\n    name\n    level\n  }\n}\n\nquery Me {\n  me {\n    ...SessionUser\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nquery AccessLevels {\n  accessLevels {\n    id\n    name\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    user {\n      ...SessionUser\n    }\n  }\n}\n\nquery AccessLevels {\n  accessLevels {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GalleryCreation on Creation {\n  id\n  imageUrl\n  thumbnailUrl\n  prompt\n  negativePrompt\n  modelId\n  width\n  height\n  format\n  parameters\n  createdAt\n  folder {\n    ...GalleryFolder\n  }\n}\n\nquery GalleryCreations($folderId: ID, $first: Int!, $after: String) {\n  creations(folderId: $folderId, first: $first, after: $after) {\n    items {\n      ...GalleryCreation\n    }\n    nextCursor\n    hasMore\n  }\n}\n\nmutation MoveCreation($id: ID!, $folderId: ID!) {\n  moveCreation(id: $id, folderId: $folderId) {\n    id\n    folder {\n      ...GalleryFolder\n    }\n  }\n}\n\nmutation DeleteCreation($id: ID!) {\n  deleteCreation(id: $id)\n}"): (typeof documents)["fragment GalleryCreation on Creation {\n  id\n  imageUrl\n  thumbnailUrl\n  prompt\n  negativePrompt\n  modelId\n  width\n  height\n  format\n  parameters\n  createdAt\n  folder {\n    ...GalleryFolder\n  }\n}\n\nquery GalleryCreations($folderId: ID, $first: Int!, $after: String) {\n  creations(folderId: $folderId, first: $first, after: $after) {\n    items {\n      ...GalleryCreation\n    }\n    nextCursor\n    hasMore\n  }\n}\n\nmutation MoveCreation($id: ID!, $folderId: ID!) {\n  moveCreation(id: $id, folderId: $folderId) {\n    id\n    folder {\n      ...GalleryFolder\n    }\n  }\n}\n\nmutation DeleteCreation($id: ID!) {\n  deleteCreation(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GalleryFolder on Folder {\n  id\n  name\n  isDefault\n}\n\nquery GalleryFolders {\n  folders {\n    ...GalleryFolder\n  }\n}\n\nmutation CreateFolder($name: String!) {\n  createFolder(name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation RenameFolder($id: ID!, $name: String!) {\n  renameFolder(id: $id, name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation DeleteFolder($id: ID!) {\n  deleteFolder(id: $id)\n}"): (typeof documents)["fragment GalleryFolder on Folder {\n  id\n  name\n  isDefault\n}\n\nquery GalleryFolders {\n  folders {\n    ...GalleryFolder\n  }\n}\n\nmutation CreateFolder($name: String!) {\n  createFolder(name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation RenameFolder($id: ID!, $name: String!) {\n  renameFolder(id: $id, name: $name) {\n    ...GalleryFolder\n  }\n}\n\nmutation DeleteFolder($id: ID!) {\n  deleteFolder(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GalleryModels {\n  models {\n    id\n    name\n    version\n    civitAIR\n  }\n}"): (typeof documents)["query GalleryModels {\n  models {\n    id\n    name\n    version\n    civitAIR\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GeneratorModel on Model {\n  id\n  name\n  version\n  civitAIR\n  architectureId\n  modelCategoryId\n  modelType\n  heroImage\n  triggerWords\n  isPrivate\n  defaultSteps\n  defaultCFG\n  extras {\n    lora\n    controlnet\n    vae\n    ipadapter\n    embeddings\n  }\n}\n\nquery GeneratorBaseModels {\n  baseModels {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorModels {\n  models {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorReference {\n  architectures {\n    id\n    architecture\n  }\n  modelCategories {\n    id\n    category\n  }\n}\n\nquery ArchitectureSupport($architectureId: Int!) {\n  architectureCapability(architectureId: $architectureId) {\n    architectureId\n    supportsLoRA\n    supportsControlNet\n    supportsVAE\n    supportsIPAdapter\n    defaultSteps\n    defaultCFG\n  }\n  sizePresets(architectureId: $architectureId) {\n    id\n    architectureId\n    name\n    label\n    width\n    height\n    sortOrder\n  }\n  schedulers(architectureId: $architectureId) {\n    id\n    architectureId\n    schedulerKey\n    friendlyName\n    isDefault\n  }\n}"): (typeof documents)["fragment GeneratorModel on Model {\n  id\n  name\n  version\n  civitAIR\n  architectureId\n  modelCategoryId\n  modelType\n  heroImage\n  triggerWords\n  isPrivate\n  defaultSteps\n  defaultCFG\n  extras {\n    lora\n    controlnet\n    vae\n    ipadapter\n    embeddings\n  }\n}\n\nquery GeneratorBaseModels {\n  baseModels {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorModels {\n  models {\n    ...GeneratorModel\n  }\n}\n\nquery GeneratorReference {\n  architectures {\n    id\n    architecture\n  }\n  modelCategories {\n    id\n    category\n  }\n}\n\nquery ArchitectureSupport($architectureId: Int!) {\n  architectureCapability(architectureId: $architectureId) {\n    architectureId\n    supportsLoRA\n    supportsControlNet\n    supportsVAE\n    supportsIPAdapter\n    defaultSteps\n    defaultCFG\n  }\n  sizePresets(architectureId: $architectureId) {\n    id\n    architectureId\n    name\n    label\n    width\n    height\n    sortOrder\n  }\n  schedulers(architectureId: $architectureId) {\n    id\n    architectureId\n    schedulerKey\n    friendlyName\n    isDefault\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FavoriteItem on Favorite {\n  id\n  name\n  prompt\n  negativePrompt\n  modelId\n  parameters\n  savedAt\n}\n\nquery Favorites {\n  favorites {\n    ...FavoriteItem\n  }\n}\n\nmutation SaveFavorite($input: SaveFavoriteInput!) {\n  saveFavorite(input: $input) {\n    ...FavoriteItem\n  }\n}\n\nmutation DeleteFavorite($id: ID!) {\n  deleteFavorite(id: $id)\n}"): (typeof documents)["fragment FavoriteItem on Favorite {\n  id\n  name\n  prompt\n  negativePrompt\n  modelId\n  parameters\n  savedAt\n}\n\nquery Favorites {\n  favorites {\n    ...FavoriteItem\n  }\n}\n\nmutation SaveFavorite($input: SaveFavoriteInput!) {\n  saveFavorite(input: $input) {\n    ...FavoriteItem\n  }\n}\n\nmutation DeleteFavorite($id: ID!) {\n  deleteFavorite(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeneratorFolders {\n  folders {\n    id\n    name\n    isDefault\n  }\n}\n\nmutation SaveCreation($input: SaveCreationInput!) {\n  saveCreation(input: $input) {\n    id\n    folder {\n      id\n      name\n      isDefault\n    }\n  }\n}"): (typeof documents)["query GeneratorFolders {\n  folders {\n    id\n    name\n    isDefault\n  }\n}\n\nmutation SaveCreation($input: SaveCreationInput!) {\n  saveCreation(input: $input) {\n    id\n    folder {\n      id\n      name\n      isDefault\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GenerateImages($input: GenerateImagesInput!) {\n  generateImages(input: $input) {\n    generationId\n    totalCost\n    creditsCharged\n    creditBalance\n    durationMs\n    images {\n      imageURL\n      imageUUID\n      seed\n      cost\n    }\n  }\n}"): (typeof documents)["mutation GenerateImages($input: GenerateImagesInput!) {\n  generateImages(input: $input) {\n    generationId\n    totalCost\n    creditsCharged\n    creditBalance\n    durationMs\n    images {\n      imageURL\n      imageUUID\n      seed\n      cost\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;