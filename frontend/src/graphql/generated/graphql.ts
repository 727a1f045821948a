/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** generate: generations, prompts and credits; gallery:read / gallery:write: saved images and folders; share: share links to saved images and folders; admin: administrator operations. */
export type ApiKeyScope =
  | 'admin'
  | 'galleryRead'
  | 'galleryWrite'
  | 'generate'
  | 'share';

/** A change of the signed-in user's password. */
export type ChangePasswordInput = {
  /** Optional repeat of newPassword; when sent, it must equal newPassword. */
  confirmPassword?: string | null | undefined;
  /** The password in use now; a wrong one is refused (BAD_USER_INPUT, field currentPassword). */
  currentPassword: string;
  /** The new password: 6 to 256 characters, and not too easy to guess (common passwords, repeats and the name or email are refused). */
  newPassword: string;
};

/** One axis of a comparison: a setting and 1 to 5 values of it. */
export type ComparisonAxisInput = {
  /** The setting this axis varies. */
  parameter: ComparisonParameter;
  /** For prompt: the text of the base prompt each value replaces. */
  search?: string | null | undefined;
  /** 1 to 5 values, written as text (numbers for steps, CFG, seed and LoRA weight). */
  values: Array<string>;
};

/** An X/Y comparison: a base request (one image per cell) and one or two axes of values; each cell is the base with its values in place. */
export type ComparisonInput = {
  /** The settings every cell shares; imageCount is always 1 per cell. */
  base: GenerateImagesInput;
  /** The columns. */
  x: ComparisonAxisInput;
  /** The rows, if any. */
  y?: ComparisonAxisInput | null | undefined;
};

/** A setting a comparison varies along one axis. */
export type ComparisonParameter =
  /** CFG scale (numbers). */
  | 'cfgScale'
  /** The weight of the base request's first LoRA (numbers). */
  | 'loraWeight'
  /** The base model (AIRs of models of the same architecture as the base request). */
  | 'model'
  /** Prompt search/replace: each value replaces the axis' search text in the prompt. */
  | 'prompt'
  /** The sampler (scheduler keys). */
  | 'scheduler'
  /** The seed (whole numbers). */
  | 'seed'
  /** Denoising steps (whole numbers). */
  | 'steps';

/** A ControlNet: a model, its weight and the guide image that steers the composition. */
export type ControlNetInput = {
  /** Which weighs more: prompt, controlnet or balanced; null for the provider's default. */
  controlMode?: string | null | undefined;
  /** The step (1 or more) it ends at; null for the provider's default. */
  endStep?: number | null | undefined;
  /** The guide image as a data URL or URL (at most 15,000,000 characters). */
  guideImage?: string | null | undefined;
  /** The add-on's AIR, e.g. civitai:132942@146296: a catalogue model the caller may use. */
  model: string;
  /** The step (1 or more) it starts at; null for the provider's default. */
  startStep?: number | null | undefined;
  /** Strength, 0 to 2 (default 1), within the architecture's range for the list (ArchitectureCapability). */
  weight?: number;
};

/** A new personal API key. */
export type CreateApiKeyInput = {
  /** The account's current password: a key outlives the session that made it. */
  currentPassword: string;
  /** A label to tell the key apart: 1 to 60 characters. */
  name: string;
  /** What the key is limited to; omit for a key with every user permission. admin needs an administrator. */
  scopes?: Array<ApiKeyScope> | null | undefined;
};

/** A new prompt style. */
export type CreatePromptStyleInput = {
  /** The style's name: trimmed, not blank, at most 60 characters, unique among your styles (whatever the case). */
  name: string;
  /** Added to the negative prompt where the model takes one; at most 1000 characters, empty for none. */
  negativePrompt?: string | null | undefined;
  /** The prompt template: at most 1000 characters, holding {prompt} where your prompt goes. */
  template: string;
};

/** A new character or style. */
export type CreateReferenceInput = {
  /** A style's IP-Adapter combineMethod (concat, add, subtract, average, norm_average), used where a generation names none; null for the provider's default. A character takes none. */
  combineMethod?: string | null | undefined;
  /** Its images: 1 to 4 of your images: creation:<id> of a saved image, or the imageUUID of an upload or result. */
  images: Array<string>;
  /** Character (identity) or style. */
  kind: ReferenceKind;
  /** The name: trimmed, not blank, at most 60 characters, unique among your references (whatever the case). */
  name: string;
  /** A style's IP-Adapter weightType (normal, ease_in, ease_out, ease_in_out, weak_input, weak_output, weak_middle, strong_middle, style_transfer, composition, strong_style_transfer, style_and_composition, strong_style_and_composition), used where a generation names none; null for the provider's default. A character takes none. */
  weightType?: string | null | undefined;
};

/** A new webhook: the URL to POST generation events to. */
export type CreateWebhookInput = {
  /** A public http(s) URL; checked against private addresses after DNS. */
  url: string;
};

/** A prompt to rewrite with more detail. */
export type EnhancePromptInput = {
  /** The prompt to enhance: 1 to 300 characters. */
  prompt: string;
  /** How many suggestions to make: 1 to 5 (3 when not given). */
  versions?: number | null | undefined;
};

/** Face refinement: faces are found and drawn again at a higher resolution. Only where the architecture supports it (supportsFaceRefinement). */
export type FaceRefinementInput = {
  /** How sure the detector must be that it sees a face, 0 to 1; null for the provider's default. */
  confidence?: number | null | undefined;
  /** Steps of the face pass, 1 to 100. */
  steps?: number;
  /** How far a face may move from the first drawing, 0 to 1. */
  strength?: number;
};

/** Asks for a password reset link by email. */
export type ForgotPasswordInput = {
  /** The account email to mail the reset link to (at most 254 characters). */
  email: string;
};

/** A request for images: prompt, model, size, format, count and the advanced options. */
export type GenerateImagesInput = {
  /** How closely to follow the prompt (CFG scale), 1 to 30; null for the provider's default. */
  cfgScale?: number | null | undefined;
  /** True: the provider checks each image for adult content (see nsfw); off by default. */
  checkNsfw?: boolean | null | undefined;
  /** CLIP layers to skip, 0 to 2; null for the provider's default. */
  clipSkip?: number | null | undefined;
  /** ControlNets steering the composition from guide images, at most 5. */
  controlNets?: Array<ControlNetInput> | null | undefined;
  /** Embeddings (textual inversions) to apply, at most 10, weighted within the LoRA range of the architecture. */
  embeddings?: Array<WeightedModelInput> | null | undefined;
  /** Face refinement in the same pass. Null: off. */
  faceRefinement?: FaceRefinementInput | null | undefined;
  /** The folder the images are meant for (up to 100 characters): kept so saving can default to it. */
  folder?: string | null | undefined;
  /** The file format of the images (default jpeg). */
  format?: ImageFormat;
  /** Height in pixels, 128 to 2048, within the architecture's limits and multiple (ArchitectureCapability). */
  height: number;
  /** Hires fix in the same pass: the images come out at twice the width and height. Null: off. */
  hiresFix?: HiresFixInput | null | undefined;
  /** How many images to generate, 1 to 20 (default 1). */
  imageCount?: number;
  /** IP-Adapters taking after reference images, at most 5. */
  ipAdapters?: Array<IpAdapterInput> | null | undefined;
  /** LoRA (or LyCORIS) models to apply, at most 10. */
  loras?: Array<WeightedModelInput> | null | undefined;
  /** Inpainting: the mask of the seedImage areas to repaint (white repaints, black keeps), the size of the seed image, as an imageUUID, a data URL or URL. */
  maskImage?: string | null | undefined;
  /** Inpainting: extra pixels of context (32 to 128) the model sees around the masked area, so small areas come out sharp; null for the provider's default. Only with maskImage. */
  maskMargin?: number | null | undefined;
  /** The AIR of the base model, e.g. civitai:101055@128078: one the caller may use (baseModels). */
  model: string;
  /** What to avoid, 2 to 3000 characters; empty: 'blurry, bad quality'; ignored for FLUX models. */
  negativePrompt?: string | null | undefined;
  /** Outpainting: the seedImage extended past its edges; width and height are the extended size. Not with maskImage. */
  outpaint?: OutpaintInput | null | undefined;
  /** What to draw: 2 to 3000 characters, not blank. */
  prompt: string;
  /** How weights written in the prompt are read (default None). */
  promptWeighting?: PromptWeighting | null | undefined;
  /** Your own provider key: used for this call only, never stored or logged; no credits are charged. Not with async. */
  providerApiKey?: string | null | undefined;
  /** Your own provider endpoint URL; refused unless its origin is on the server's allow-list. */
  providerEndpoint?: string | null | undefined;
  /** PuLID: keep the face or subject of 1 to 4 reference images. Only where the architecture supports it (supportsPulid). Null: off. */
  pulid?: PulidInput | null | undefined;
  /** One of your saved references (myReferences) applied: a character as pulid, where the architecture supports it; a style's images added to the first of ipAdapters. */
  referenceId?: string | null | undefined;
  /** Reference images an instruction edit starts from, the prompt saying what to change (FLUX.1 Kontext): each an imageUUID, creation:<id> of one of your saved images, a data URL or URL. Only where the architecture takes them, up to its maxReferenceImages. Null: none. */
  referenceImages?: Array<string> | null | undefined;
  /** The shared image whose settings this starts from (sharedRemix): credited in the generation's remixedFrom while its link is live and shows them. */
  remixOf?: RemixOfInput | null | undefined;
  /** A schedulerKey of schedulers(architectureId) for the model's architecture; null for the provider's default. */
  scheduler?: string | null | undefined;
  /** A whole number of at least 1, for repeatable images; null for a random seed. */
  seed?: number | null | undefined;
  /** Image-to-image: the image to start from, as the imageUUID uploadImage answered (sent once, then referred to), creation:<id> of one of your saved images, a data URL or URL; null for text-to-image. */
  seedImage?: string | null | undefined;
  /** Denoising steps, 1 to 150 and within the architecture's range; null for the provider's default. */
  steps?: number | null | undefined;
  /** Image-to-image: how far to move from the seed image, 0 (keep it) to 1 (ignore it); the provider uses 0.8 when not given. Only with seedImage. */
  strength?: number | null | undefined;
  /** One of your prompt styles (myPromptStyles): its template wraps the prompt and its negative prompt is added where the model takes one; the styled prompt must fit 3000 characters. */
  styleId?: string | null | undefined;
  /** Your task id (a UUID): a repeated one is refused, so a retry never runs or charges twice. */
  taskUUID?: string | null | undefined;
  /** True: the background is left transparent (format must be png). Only where the architecture supports it (supportsTransparentBackground). */
  transparentBackground?: boolean | null | undefined;
  /** The AIR of a VAE the caller may use, or null for none. */
  vae?: string | null | undefined;
  /** Width in pixels, 128 to 2048, within the architecture's limits and multiple (ArchitectureCapability). */
  width: number;
};

/** Where a generation stands. */
export type GenerationStatus =
  /** Cancelled by its owner before it reached the provider; the hold was returned. */
  | 'cancelled'
  /** Ended without images; the hold was returned. */
  | 'failed'
  /** Credits held; at the provider (waited for) or in the queue (asynchronous). */
  | 'pending'
  /** A worker has taken up an asynchronous generation. */
  | 'running'
  /** Images delivered and the cost settled. */
  | 'succeeded'
  /** The provider did not confirm; the hold stays until reconciliation learns the outcome. */
  | 'unknown';

/** What was asked of the provider: images from a prompt, or one of the creator tools. */
export type GenerationTask =
  /** An image described in words. */
  | 'caption'
  /** Images from a prompt (text to image, image to image or inpainting). */
  | 'imageInference'
  /** A prompt rewritten with more detail, in a few versions. */
  | 'promptEnhance'
  /** An image's background made transparent. */
  | 'removeBackground'
  /** An image made larger. */
  | 'upscale';

/** Hires fix: the picture is upscaled to twice its width and height and drawn again in a second pass, for detail at the larger size. Only where the architecture supports it (supportsHiresFix). */
export type HiresFixInput = {
  /** Steps of the second pass, 1 to 100. */
  steps?: number;
  /** How far the second pass moves from the upscaled first, 0 to 1. */
  strength?: number;
  /** The upscaler of the second pass: runware:esrgan@ultrasharp, runware:esrgan@animesharp, runware:realesrgan@anime-6b, runware:504@1. */
  upscaler?: string;
};

/** An image file format. */
export type ImageFormat =
  | 'jpeg'
  | 'png'
  | 'webp';

/** The image a creator tool works on. */
export type ImageToolInput = {
  /** An image: the provider's imageUUID (from uploadImage or a result), a result's image URL, creation:<id> of one of your saved images, or a data URL. */
  image: string;
};

/** An IP-Adapter: a model, its weight, the reference images it takes after and how it weighs them. */
export type IpAdapterInput = {
  /** How several reference images are combined: concat, add, subtract, average, norm_average; null for the provider's default. */
  combineMethod?: string | null | undefined;
  /** Which embedding components are used: only_v, kv, kv_penalty_c, k_mean_v_penalty_c; null for the provider's default. */
  embedScaling?: string | null | undefined;
  /** A reference image as a data URL or URL (at most 15,000,000 characters); guideImages takes several. */
  guideImage?: string | null | undefined;
  /** Reference images (data URLs or URLs), combined by combineMethod; at most 4 with guideImage. */
  guideImages?: Array<string> | null | undefined;
  /** The add-on's AIR, e.g. civitai:132942@146296: a catalogue model the caller may use. */
  model: string;
  /** Strength, 0 to 2 (default 1), within the architecture's range for the list (ArchitectureCapability). */
  weight?: number;
  /** How much the references steer the layout, 0 to 1; null for the provider's default. */
  weightComposition?: number | null | undefined;
  /** How the influence evolves during generation: normal, ease_in, ease_out, ease_in_out, weak_input, weak_output, weak_middle, strong_middle, style_transfer, composition, strong_style_transfer, style_and_composition, strong_style_and_composition; null for the provider's default (SD 1.5, SDXL and Pony only). */
  weightType?: string | null | undefined;
};

/** Why credits moved. */
export type LedgerKind =
  /** A disputed pack's credits frozen until the dispute closes. */
  | 'dispute_hold'
  /** Frozen credits given back: the dispute was won. */
  | 'dispute_release'
  /** Given by an administrator. */
  | 'grant'
  /** A paid credit pack. */
  | 'purchase'
  /** A refunded pack's credits taken back, or credits it still owed collected. */
  | 'purchase_refund'
  /** A failed or cancelled generation's hold returned. */
  | 'refund'
  /** Held before a generation. */
  | 'reserve'
  /** The unused part of a hold returned. */
  | 'settle'
  /** A new account's credits. */
  | 'welcome';

/** Credentials to sign in with. */
export type LoginInput = {
  /** The account email, matched case-insensitively. */
  email: string;
  /** The account password (6 to 256 characters). */
  password: string;
};

/** What a checkpoint is for. */
export type ModelType =
  | 'base'
  | 'inpainting'
  | 'refiner';

/** Outpainting: how many pixels to add past each edge of the seed image (multiples of 64, at least one side); width and height are then the extended size. Only where the architecture supports it (supportsOutpaint). */
export type OutpaintInput = {
  /** How softly the new area meets the old, 0 (a sharp seam) to 32. */
  blur?: number;
  /** Pixels added below the seed image. */
  bottom?: number;
  /** Pixels added to the left of the seed image. */
  left?: number;
  /** Pixels added to the right of the seed image. */
  right?: number;
  /** Pixels added above the seed image. */
  top?: number;
};

/** How weights written in the prompt, such as (word:1.2), are read. */
export type PromptWeighting =
  /** Compel syntax. */
  | 'Compel'
  /** The prompt is sent as written. */
  | 'None'
  /** sdEmbeds syntax. */
  | 'SdEmbeds';

/** PuLID: the face or subject of the reference images is kept in what is drawn. Only where the architecture supports it (supportsPulid). */
export type PulidInput = {
  /** How closely the identity is kept, 0 to 3; null for the provider's default (1). */
  idWeight?: number | null | undefined;
  /** 1 to 4 images of one face or subject: an imageUUID, creation:<id> of one of your saved images, a data URL or URL. */
  images: Array<string>;
  /** The percentage of the steps after which the identity starts to act, 0 to 100; null for the provider's default. */
  startStepPercentage?: number | null | undefined;
  /** Guidance scale of the identity embedding, 0 to 10; null for the provider's default. */
  trueCfgScale?: number | null | undefined;
};

/** Where a chargeback of the purchase's payment stands. */
export type PurchaseDisputeStatus =
  /** The dispute was lost: the frozen credits are gone for good. */
  | 'lost'
  /** Disputed: the credits under dispute are frozen (taken out of the balance). */
  | 'open'
  /** The dispute was won: the frozen credits were given back. */
  | 'won';

/** Where a credit-pack checkout stands. */
export type PurchaseStatus =
  /** Abandoned: the checkout expired unpaid. */
  | 'expired'
  /** The payment did not go through (a delayed payment method failed); nothing was credited. */
  | 'failed'
  /** Started; not paid (yet). */
  | 'open'
  /** Paid and credited. */
  | 'paid'
  /** Part of the payment was refunded; that share of the credits was taken back. */
  | 'partially_refunded'
  /** Refunded in full: the pack's credits were taken back. */
  | 'refunded';

/** What a saved reference steers in a generation. */
export type ReferenceKind =
  /** A face or subject kept in what is drawn (PuLID), where the architecture has it. */
  | 'character'
  /** A look the pictures take after (an IP-Adapter of the request). */
  | 'style';

/** A new account; it starts at the Standard access level. */
export type RegisterInput = {
  /** Optional; when sent, it must be the Standard level's id, else BAD_USER_INPUT. */
  accessLevelId?: number | null | undefined;
  /** Email address, unique across accounts (at most 254 characters). */
  email: string;
  /** Display name: 2 to 100 characters after trimming. */
  name: string;
  /** Password: 6 to 256 characters, and not too easy to guess (common passwords, repeats and the name or email are refused). */
  password: string;
};

/** The shared image whose settings this generation starts from; credited only while its link is live, shows its settings and holds the image (otherwise ignored). */
export type RemixOfInput = {
  /** The shared image (a UUID). */
  creationId: string | number;
  /** The share link's slug (the last part of /s/{slug}). */
  slug: string;
};

/** A new password set with a reset link's token. */
export type ResetPasswordInput = {
  /** Optional repeat of newPassword; when sent, it must equal newPassword. */
  confirmPassword?: string | null | undefined;
  /** The new password: 6 to 256 characters, and not too easy to guess (common passwords, repeats and the name or email are refused). */
  newPassword: string;
  /** The token from the reset link. */
  token: string;
};

/** A generated image to keep in the gallery, with the settings that made it. */
export type SaveCreationInput = {
  /** Save into this folder… */
  folderId?: string | number | null | undefined;
  /** …or into the folder of this name (created when missing); neither: Default. */
  folderName?: string | null | undefined;
  /** Ignored: the stored image says its own format. */
  format?: string | null | undefined;
  /** The caller's generation that made the image; another's or unknown: NOT_FOUND. */
  generationId?: string | number | null | undefined;
  /** Ignored (1 to 8192 when sent): the stored image says its own size. */
  height?: number | null | undefined;
  /** The provider image URL of a generation result. */
  imageUrl: string;
  /** The model's AIR identifier, e.g. civitai:101055@128078 (1 to 200 characters). */
  modelId: string;
  /** The negative prompt, at most 3000 characters; blank is stored as null. */
  negativePrompt?: string | null | undefined;
  /** Generation settings as a JSON object (at most 64 KB); omitted: {}. */
  parameters?: unknown;
  /** The prompt that made the image: at most 3000 characters. */
  prompt: string;
  /** Ignored (1 to 8192 when sent): the stored image says its own size. */
  width?: number | null | undefined;
};

/** A prompt with its settings, to save as a favorite. */
export type SaveFavoriteInput = {
  /** The model's AIR identifier, e.g. civitai:101055@128078 (at most 200 characters). */
  modelId?: string | null | undefined;
  /** A name for the favorite: trimmed, not blank, at most 100 characters. */
  name: string;
  /** The negative prompt, at most 3000 characters. */
  negativePrompt?: string | null | undefined;
  /** Generation settings to restore, as a JSON object (at most 64 KB); omitted: {}. */
  parameters?: unknown;
  /** The prompt: not blank, at most 3000 characters. */
  prompt: string;
};

/** A comparison to start, with the total estimate the user confirmed. */
export type StartComparisonInput = {
  /** The settings every cell shares; imageCount is always 1 per cell. */
  base: GenerateImagesInput;
  /** The total estimate (credits) the user saw and confirmed: refused when the estimate is now higher. */
  confirmedCredits: number;
  /** The columns. */
  x: ComparisonAxisInput;
  /** The rows, if any. */
  y?: ComparisonAxisInput | null | undefined;
};

/** The token of the link mailed to the old address when the email changed. */
export type UndoEmailChangeInput = {
  /** The token from the "this was not me" link. */
  token: string;
};

/** The signed-in user's name and email address. */
export type UpdateProfileInput = {
  /** The current password: needed when email is a new address (else BAD_USER_INPUT, field currentPassword); not for a name alone. */
  currentPassword?: string | null | undefined;
  /** A new address replaces the current one once the link sent to it is opened. */
  email: string;
  /** Display name: 2 to 100 characters after trimming; changes at once. */
  name: string;
};

/** Changes to a prompt style; omitted fields stay as they are. */
export type UpdatePromptStyleInput = {
  /** A new name: not blank, at most 60 characters, unique among your styles (whatever the case). */
  name?: string | null | undefined;
  /** A new negative prompt, at most 1000 characters; empty removes it. */
  negativePrompt?: string | null | undefined;
  /** A new template: at most 1000 characters, holding {prompt} where your prompt goes. */
  template?: string | null | undefined;
};

/** Changes to a reference; omitted fields stay as they are (weightType and combineMethod are cleared by null). */
export type UpdateReferenceInput = {
  /** A style's IP-Adapter combineMethod (concat, add, subtract, average, norm_average), used where a generation names none; null for the provider's default. A character takes none. */
  combineMethod?: string | null | undefined;
  /** All its images anew: 1 to 4 of your images: creation:<id> of a saved image, or the imageUUID of an upload or result. */
  images?: Array<string> | null | undefined;
  /** A new name: not blank, at most 60 characters, unique among your references (whatever the case). */
  name?: string | null | undefined;
  /** A style's IP-Adapter weightType (normal, ease_in, ease_out, ease_in_out, weak_input, weak_output, weak_middle, strong_middle, style_transfer, composition, strong_style_transfer, style_and_composition, strong_style_and_composition), used where a generation names none; null for the provider's default. A character takes none. */
  weightType?: string | null | undefined;
};

/** An image to hand the provider once and then refer to by imageUUID. */
export type UploadImageInput = {
  /** The image as a base64 data URL (data:image/png;base64,...): PNG, JPEG or WebP. */
  imageData: string;
};

/** An image to make larger, and by how much. */
export type UpscaleImageInput = {
  /** An image: the provider's imageUUID (from uploadImage or a result), a result's image URL, creation:<id> of one of your saved images, or a data URL. */
  image: string;
  /** How many times larger each side becomes (2 or 4); at most 4096 px a side. */
  upscaleFactor: number;
};

/** How far a variation moves from its source; the strength itself is chosen per the model's architecture. */
export type VariationStrength =
  /** The same subject and colours, freely reworked. */
  | 'STRONG'
  /** Close to the source: the same picture with small changes. */
  | 'SUBTLE';

/** A variation of one of your images: image to image from it with its own settings and a new seed. Name exactly one of imageUUID and creationId. */
export type VaryImageInput = {
  /** One of your saved images (a creation id): its stored file is the source. */
  creationId?: string | null | undefined;
  /** A result of one of your generations, by the provider's imageUUID. */
  imageUUID?: string | null | undefined;
  /** SUBTLE or STRONG. */
  strength: VariationStrength;
  /** Your task id (a UUID): a repeated one is refused, so a retry never runs or charges twice. */
  taskUUID?: string | null | undefined;
};

/** A verification link's token, proving the owner reads the address. */
export type VerifyEmailInput = {
  /** The token from the verification link. */
  token: string;
};

/** How a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** Every attempt failed. */
  | 'failed'
  /** Being tried (again, after a backoff, when an attempt failed). */
  | 'pending'
  /** The endpoint answered 2xx. */
  | 'succeeded';

/** An add-on model and its weight: a LoRA (or LyCORIS) in loras, an embedding in embeddings, the base of the other add-ons. */
export type WeightedModelInput = {
  /** The add-on's AIR, e.g. civitai:132942@146296: a catalogue model the caller may use. */
  model: string;
  /** Strength, 0 to 2 (default 1), within the architecture's range for the list (ArchitectureCapability). */
  weight?: number;
};

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { name: string, version: string, providerMode: string, paymentsMode: string, paymentsEnabled: boolean }, platformStatus: { maintenanceMode: boolean, registrationsOpen: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, accessLevelId: number, isAdmin: boolean, creditBalance: number, createdAt: string, accessLevel: { id: number, name: string, level: number } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type UndoEmailChangeMutationVariables = Exact<{
  input: UndoEmailChangeInput;
}>;


export type UndoEmailChangeMutation = { undoEmailChange: { email: string, resetToken: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SessionUserFragment = { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, accessLevelId: number, isAdmin: boolean, creditBalance: number, createdAt: string, accessLevel: { id: number, name: string, level: number } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, accessLevelId: number, isAdmin: boolean, creditBalance: number, createdAt: string, accessLevel: { id: number, name: string, level: number } } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type ApiKeyItemFragment = { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, lastUsedAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, lastUsedAt: string | null }>, me: { id: string, apiKeysRevokedAt: string | null } | null };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, lastUsedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: boolean };

export type WebhookItemFragment = { id: string, url: string, createdAt: string };

export type WebhookDeliveryItemFragment = { id: string, endpointId: string, event: string, generationId: string, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, createdAt: string, deliveredAt: string | null };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, url: string, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  first: number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, endpointId: string, event: string, generationId: string, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, createdAt: string, deliveredAt: string | null }> };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string, url: string, createdAt: string } } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, accessLevelId: number, isAdmin: boolean, creditBalance: number, createdAt: string, accessLevel: { id: number, name: string, level: number } } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, accessLevelId: number, isAdmin: boolean, creditBalance: number, createdAt: string, accessLevel: { id: number, name: string, level: number } } } };

export type AccessLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessLevelsQuery = { accessLevels: Array<{ id: number, name: string }> };

export type VerifyEmailMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailMutation = { verifyEmail: { email: string, alreadyVerified: boolean } };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { resendVerificationEmail: string };

export type CancelEmailChangeMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelEmailChangeMutation = { cancelEmailChange: { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, accessLevelId: number, isAdmin: boolean, creditBalance: number, createdAt: string, accessLevel: { id: number, name: string, level: number } } };

export type ConfirmCheckoutMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type ConfirmCheckoutMutation = { confirmCheckout: { sessionId: string, status: PurchaseStatus, packName: string, credits: number, creditBalance: number } };

export type CreditHistoryQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type CreditHistoryQuery = { myCreditHistory: { total: number, items: Array<{ id: string, kind: LedgerKind, amount: number, balanceAfter: number, generationId: string | null, checkoutSessionId: string | null, note: string | null, createdAt: string, parts: Array<{ id: string, kind: LedgerKind, amount: number, balanceAfter: number, createdAt: string }> }> } };

export type CreditPacksQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditPacksQuery = { creditPacks: Array<{ id: string, name: string, priceCents: number, currency: string, credits: number, tier: string, accessLevelId: number, creditMultiplier: number, active: boolean }> };

export type StartCheckoutMutationVariables = Exact<{
  packId: string | number;
}>;


export type StartCheckoutMutation = { startCheckout: { sessionId: string, url: string } };

export type CreditTiersQueryVariables = Exact<{ [key: string]: never; }>;


export type CreditTiersQuery = { accessLevels: Array<{ id: number, name: string, level: number, creditMultiplier: number }> };

export type GenerationHistoryEntryFragment = { id: string, taskType: GenerationTask, modelAir: string, modelName: string | null, parameters: unknown, status: GenerationStatus, imageCount: number, providerCostUsd: number | null, creditsCharged: number, charged: boolean, errorCode: string | null, errorMessage: string | null, durationMs: number | null, createdAt: string, completedAt: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null }>, remixedFrom: { slug: string } | null };

export type MyGenerationsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyGenerationsQuery = { myGenerations: { nextCursor: string | null, items: Array<{ id: string, taskType: GenerationTask, modelAir: string, modelName: string | null, parameters: unknown, status: GenerationStatus, imageCount: number, providerCostUsd: number | null, creditsCharged: number, charged: boolean, errorCode: string | null, errorMessage: string | null, durationMs: number | null, createdAt: string, completedAt: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null }>, remixedFrom: { slug: string } | null }> } };

export type MyGenerationQueryVariables = Exact<{
  id: string | number;
}>;


export type MyGenerationQuery = { myGeneration: { id: string, taskType: GenerationTask, modelAir: string, modelName: string | null, parameters: unknown, status: GenerationStatus, imageCount: number, providerCostUsd: number | null, creditsCharged: number, charged: boolean, errorCode: string | null, errorMessage: string | null, durationMs: number | null, createdAt: string, completedAt: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null }>, remixedFrom: { slug: string } | null } | null };

export type MyPurchasesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPurchasesQuery = { myPurchases: Array<{ id: string, packName: string, priceCents: number, currency: string, credits: number, status: PurchaseStatus, createdAt: string, refundedCents: number, creditsTakenBack: number, creditsShortfall: number, disputeStatus: PurchaseDisputeStatus | null, creditsHeld: number }> };

export type GalleryCreationFragment = { id: string, imageUrl: string, thumbnailUrl: string, prompt: string, negativePrompt: string | null, modelId: string, width: number, height: number, format: ImageFormat, parameters: unknown, createdAt: string, sourceCreationId: string | null, nsfw: boolean, remixedFrom: { slug: string } | null, folder: { id: string, name: string, isDefault: boolean } };

export type GalleryCreationsQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  model?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type GalleryCreationsQuery = { creations: { nextCursor: string | null, hasMore: boolean, items: Array<{ id: string, imageUrl: string, thumbnailUrl: string, prompt: string, negativePrompt: string | null, modelId: string, width: number, height: number, format: ImageFormat, parameters: unknown, createdAt: string, sourceCreationId: string | null, nsfw: boolean, remixedFrom: { slug: string } | null, folder: { id: string, name: string, isDefault: boolean } }> } };

export type GalleryCreationCountQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
  search?: string | null | undefined;
  model?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type GalleryCreationCountQuery = { creationCount: number };

export type MoveCreationMutationVariables = Exact<{
  id: string | number;
  folderId: string | number;
}>;


export type MoveCreationMutation = { moveCreation: { id: string, folder: { id: string, name: string, isDefault: boolean } } };

export type DeleteCreationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCreationMutation = { deleteCreation: boolean };

export type MoveCreationsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  folderId: string | number;
}>;


export type MoveCreationsMutation = { moveCreations: number };

export type DeleteCreationsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteCreationsMutation = { deleteCreations: number };

export type GalleryFolderFragment = { id: string, name: string, isDefault: boolean };

export type GalleryFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type GalleryFoldersQuery = { folders: Array<{ id: string, name: string, isDefault: boolean }> };

export type CreateFolderMutationVariables = Exact<{
  name: string;
}>;


export type CreateFolderMutation = { createFolder: { id: string, name: string, isDefault: boolean } };

export type RenameFolderMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameFolderMutation = { renameFolder: { id: string, name: string, isDefault: boolean } };

export type DeleteFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFolderMutation = { deleteFolder: boolean };

export type GalleryUpscaleImageMutationVariables = Exact<{
  input: UpscaleImageInput;
}>;


export type GalleryUpscaleImageMutation = { upscaleImage: { generationId: string, creditsCharged: number, creditBalance: number, images: Array<{ imageURL: string }> } };

export type GalleryRemoveBackgroundMutationVariables = Exact<{
  input: ImageToolInput;
}>;


export type GalleryRemoveBackgroundMutation = { removeBackground: { generationId: string, creditsCharged: number, creditBalance: number, images: Array<{ imageURL: string }> } };

export type GalleryModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type GalleryModelsQuery = { models: Array<{ id: number, name: string, version: string | null, civitAIR: string }> };

export type GalleryModelFilterQueryVariables = Exact<{ [key: string]: never; }>;


export type GalleryModelFilterQuery = { creationModels: Array<{ modelId: string, model: { id: number, name: string, version: string | null, civitAIR: string } | null }> };

export type ReferenceImageGalleryQueryVariables = Exact<{
  first: number;
}>;


export type ReferenceImageGalleryQuery = { creations: { items: Array<{ id: string, thumbnailUrl: string, prompt: string }> } };

export type GeneratorModelFragment = { id: number, name: string, version: string | null, civitAIR: string, architectureId: number, modelCategoryId: number, modelType: ModelType | null, heroImage: string | null, triggerWords: Array<string>, isPrivate: boolean, defaultSteps: number, defaultCFG: number, extras: { lora: boolean, controlnet: boolean, vae: boolean, ipadapter: boolean, embeddings: boolean } };

export type GeneratorBaseModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type GeneratorBaseModelsQuery = { baseModels: Array<{ id: number, name: string, version: string | null, civitAIR: string, architectureId: number, modelCategoryId: number, modelType: ModelType | null, heroImage: string | null, triggerWords: Array<string>, isPrivate: boolean, defaultSteps: number, defaultCFG: number, extras: { lora: boolean, controlnet: boolean, vae: boolean, ipadapter: boolean, embeddings: boolean } }> };

export type GeneratorModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type GeneratorModelsQuery = { models: Array<{ id: number, name: string, version: string | null, civitAIR: string, architectureId: number, modelCategoryId: number, modelType: ModelType | null, heroImage: string | null, triggerWords: Array<string>, isPrivate: boolean, defaultSteps: number, defaultCFG: number, extras: { lora: boolean, controlnet: boolean, vae: boolean, ipadapter: boolean, embeddings: boolean } }> };

export type GeneratorReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type GeneratorReferenceQuery = { architectures: Array<{ id: number, architecture: string }>, modelCategories: Array<{ id: number, category: string }> };

export type ArchitectureSupportQueryVariables = Exact<{
  architectureId: number;
}>;


export type ArchitectureSupportQuery = { architectureCapability: { architectureId: number, supportsNegativePrompt: boolean, supportsLoRA: boolean, supportsControlNet: boolean, supportsVAE: boolean, supportsIPAdapter: boolean, supportsEmbeddings: boolean, supportsHiresFix: boolean, supportsFaceRefinement: boolean, supportsTransparentBackground: boolean, supportsOutpaint: boolean, supportsPulid: boolean, supportsSeedImage: boolean, maxReferenceImages: number, defaultSteps: number, defaultCFG: number, minSteps: number, maxSteps: number, minDimension: number, maxDimension: number, dimensionMultiple: number, minLoraWeight: number, maxLoraWeight: number, minControlNetWeight: number, maxControlNetWeight: number, minIpAdapterWeight: number, maxIpAdapterWeight: number } | null, sizePresets: Array<{ id: number, architectureId: number, name: string, label: string, width: number, height: number, sortOrder: number }>, schedulers: Array<{ id: number, architectureId: number, schedulerKey: string, friendlyName: string, isDefault: boolean }> };

export type EstimateComparisonQueryVariables = Exact<{
  input: ComparisonInput;
}>;


export type EstimateComparisonQuery = { estimateComparison: { credits: number, cells: number, creditBalance: number, affordable: boolean } };

export type StartComparisonMutationVariables = Exact<{
  input: StartComparisonInput;
}>;


export type StartComparisonMutation = { startComparison: { id: string, finished: boolean, estimatedCredits: number, x: { parameter: ComparisonParameter, labels: Array<string> }, y: { parameter: ComparisonParameter, labels: Array<string> } | null, cells: Array<{ x: number, y: number, label: string, generation: { id: string, status: GenerationStatus, modelAir: string, parameters: unknown, creditsCharged: number, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null }> } }> } };

export type ComparisonQueryVariables = Exact<{
  id: string | number;
}>;


export type ComparisonQuery = { comparison: { id: string, finished: boolean, estimatedCredits: number, x: { parameter: ComparisonParameter, labels: Array<string> }, y: { parameter: ComparisonParameter, labels: Array<string> } | null, cells: Array<{ x: number, y: number, label: string, generation: { id: string, status: GenerationStatus, modelAir: string, parameters: unknown, creditsCharged: number, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null }> } }> } | null };

export type SaveComparisonGridMutationVariables = Exact<{
  id: string | number;
}>;


export type SaveComparisonGridMutation = { saveComparisonGrid: { creationId: string, folderId: string } };

export type ComparisonFieldsFragment = { id: string, finished: boolean, estimatedCredits: number, x: { parameter: ComparisonParameter, labels: Array<string> }, y: { parameter: ComparisonParameter, labels: Array<string> } | null, cells: Array<{ x: number, y: number, label: string, generation: { id: string, status: GenerationStatus, modelAir: string, parameters: unknown, creditsCharged: number, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null }> } }> };

export type ComparisonAxisFieldsFragment = { parameter: ComparisonParameter, labels: Array<string> };

export type MyComparisonsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyComparisonsQuery = { myComparisons: { hasMore: boolean, nextCursor: string | null, items: Array<{ id: string, prompt: string, createdAt: string, cellCount: number, succeededCells: number, failedCells: number, finished: boolean, x: { parameter: ComparisonParameter, labels: Array<string> }, y: { parameter: ComparisonParameter, labels: Array<string> } | null, grid: { id: string, thumbnailUrl: string } | null }> } };

export type EstimateGenerationQueryVariables = Exact<{
  input: GenerateImagesInput;
}>;


export type EstimateGenerationQuery = { estimateGeneration: { credits: number, providerCostUsd: number, creditBalance: number, affordable: boolean } };

export type FavoriteItemFragment = { id: string, name: string, prompt: string, negativePrompt: string | null, modelId: string | null, parameters: unknown, savedAt: string };

export type FavoritesQueryVariables = Exact<{ [key: string]: never; }>;


export type FavoritesQuery = { favorites: Array<{ id: string, name: string, prompt: string, negativePrompt: string | null, modelId: string | null, parameters: unknown, savedAt: string }> };

export type SaveFavoriteMutationVariables = Exact<{
  input: SaveFavoriteInput;
}>;


export type SaveFavoriteMutation = { saveFavorite: { id: string, name: string, prompt: string, negativePrompt: string | null, modelId: string | null, parameters: unknown, savedAt: string } };

export type DeleteFavoriteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFavoriteMutation = { deleteFavorite: boolean };

export type GeneratedImageFieldsFragment = { imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null };

export type GeneratorFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type GeneratorFoldersQuery = { folders: Array<{ id: string, name: string, isDefault: boolean }> };

export type SaveCreationMutationVariables = Exact<{
  input: SaveCreationInput;
}>;


export type SaveCreationMutation = { saveCreation: { id: string, folder: { id: string, name: string, isDefault: boolean } } };

export type SavedCopiesQueryVariables = Exact<{
  imageUrls: Array<string> | string;
}>;


export type SavedCopiesQuery = { savedCopies: Array<{ id: string, sourceImageId: string | null, nsfw: boolean, folder: { id: string, name: string } }> };

export type PromptStyleItemFragment = { id: string, name: string, template: string, negativePrompt: string | null };

export type MyPromptStylesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPromptStylesQuery = { myPromptStyles: Array<{ id: string, name: string, template: string, negativePrompt: string | null }> };

export type CreatePromptStyleMutationVariables = Exact<{
  input: CreatePromptStyleInput;
}>;


export type CreatePromptStyleMutation = { createPromptStyle: { id: string, name: string, template: string, negativePrompt: string | null } };

export type UpdatePromptStyleMutationVariables = Exact<{
  id: string | number;
  input: UpdatePromptStyleInput;
}>;


export type UpdatePromptStyleMutation = { updatePromptStyle: { id: string, name: string, template: string, negativePrompt: string | null } };

export type DeletePromptStyleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePromptStyleMutation = { deletePromptStyle: boolean };

export type ResetPromptStylesMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetPromptStylesMutation = { resetPromptStyles: Array<{ id: string, name: string, template: string, negativePrompt: string | null }> };

export type RecentGenerationFragment = { id: string, taskType: GenerationTask, status: GenerationStatus, modelAir: string, modelName: string | null, parameters: unknown, createdAt: string, charged: boolean, creditsCharged: number, providerCostUsd: number | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> };

export type RecentGenerationsQueryVariables = Exact<{
  first: number;
}>;


export type RecentGenerationsQuery = { myGenerations: { nextCursor: string | null, items: Array<{ id: string, taskType: GenerationTask, status: GenerationStatus, modelAir: string, modelName: string | null, parameters: unknown, createdAt: string, charged: boolean, creditsCharged: number, providerCostUsd: number | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> }> } };

export type GeneratorUploadImageMutationVariables = Exact<{
  input: UploadImageInput;
}>;


export type GeneratorUploadImageMutation = { uploadImage: { imageUUID: string, imageURL: string | null } };

export type GenerateImagesMutationVariables = Exact<{
  input: GenerateImagesInput;
  async?: boolean;
}>;


export type GenerateImagesMutation = { generateImages: { generationId: string, status: GenerationStatus, totalCost: number, creditsCharged: number, creditBalance: number, durationMs: number, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> } };

export type QueuedGenerationFragment = { id: string, taskUUID: string, taskType: GenerationTask, status: GenerationStatus, cancelRequested: boolean, modelAir: string, parameters: unknown, createdAt: string, creditsCharged: number, providerCostUsd: number | null, errorCode: string | null, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> };

export type QueuedGenerationUpdateFragment = { queuePosition: number | null, creditBalance: number, eta: { expectedRunMs: number, expectedWaitMs: number } | null, generation: { id: string, taskUUID: string, taskType: GenerationTask, status: GenerationStatus, cancelRequested: boolean, modelAir: string, parameters: unknown, createdAt: string, creditsCharged: number, providerCostUsd: number | null, errorCode: string | null, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> } };

export type GenerationUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type GenerationUpdatedSubscription = { generationUpdated: { queuePosition: number | null, creditBalance: number, eta: { expectedRunMs: number, expectedWaitMs: number } | null, generation: { id: string, taskUUID: string, taskType: GenerationTask, status: GenerationStatus, cancelRequested: boolean, modelAir: string, parameters: unknown, createdAt: string, creditsCharged: number, providerCostUsd: number | null, errorCode: string | null, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> } } | null };

export type QueuedGenerationNowQueryVariables = Exact<{
  id: string | number;
}>;


export type QueuedGenerationNowQuery = { generationUpdate: { queuePosition: number | null, creditBalance: number, eta: { expectedRunMs: number, expectedWaitMs: number } | null, generation: { id: string, taskUUID: string, taskType: GenerationTask, status: GenerationStatus, cancelRequested: boolean, modelAir: string, parameters: unknown, createdAt: string, creditsCharged: number, providerCostUsd: number | null, errorCode: string | null, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> } } | null };

export type UnfinishedGenerationCandidatesQueryVariables = Exact<{
  first: number;
}>;


export type UnfinishedGenerationCandidatesQuery = { myGenerations: { items: Array<{ id: string, taskUUID: string, taskType: GenerationTask, status: GenerationStatus, cancelRequested: boolean, modelAir: string, parameters: unknown, createdAt: string, creditsCharged: number, providerCostUsd: number | null, errorCode: string | null, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> }> } };

export type CancelGenerationMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelGenerationMutation = { cancelGeneration: { id: string, taskUUID: string, taskType: GenerationTask, status: GenerationStatus, cancelRequested: boolean, modelAir: string, parameters: unknown, createdAt: string, creditsCharged: number, providerCostUsd: number | null, errorCode: string | null, errorMessage: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> } };

export type InFlightGenerationCandidatesQueryVariables = Exact<{
  first: number;
}>;


export type InFlightGenerationCandidatesQuery = { myGenerations: { items: Array<{ id: string, taskUUID: string, status: GenerationStatus }> } };

export type FollowedGenerationQueryVariables = Exact<{
  id: string | number;
}>;


export type FollowedGenerationQuery = { generation: { id: string, taskUUID: string, status: GenerationStatus, providerCostUsd: number | null, creditsCharged: number, errorCode: string | null, errorMessage: string | null, completedAt: string | null, images: Array<{ imageURL: string, imageUUID: string | null, seed: number | null, cost: number | null, nsfw: boolean | null }> } | null };

export type GeneratorToolResultFragment = { generationId: string, creditsCharged: number, creditBalance: number, totalCost: number, images: Array<{ imageURL: string, imageUUID: string | null, cost: number | null }> };

export type GeneratorUpscaleImageMutationVariables = Exact<{
  input: UpscaleImageInput;
}>;


export type GeneratorUpscaleImageMutation = { upscaleImage: { generationId: string, creditsCharged: number, creditBalance: number, totalCost: number, images: Array<{ imageURL: string, imageUUID: string | null, cost: number | null }> } };

export type GeneratorRemoveBackgroundMutationVariables = Exact<{
  input: ImageToolInput;
}>;


export type GeneratorRemoveBackgroundMutation = { removeBackground: { generationId: string, creditsCharged: number, creditBalance: number, totalCost: number, images: Array<{ imageURL: string, imageUUID: string | null, cost: number | null }> } };

export type GeneratorDescribeImageMutationVariables = Exact<{
  input: ImageToolInput;
}>;


export type GeneratorDescribeImageMutation = { describeImage: { generationId: string, text: string, creditsCharged: number, creditBalance: number } };

export type GeneratorEnhancePromptMutationVariables = Exact<{
  input: EnhancePromptInput;
}>;


export type GeneratorEnhancePromptMutation = { enhancePrompt: { generationId: string, prompts: Array<string>, creditsCharged: number, creditBalance: number } };

export type VaryImageMutationVariables = Exact<{
  input: VaryImageInput;
}>;


export type VaryImageMutation = { varyImage: { generationId: string, status: GenerationStatus, creditBalance: number } };

export type EstimateVariationsQueryVariables = Exact<{
  subtle: VaryImageInput;
  strong: VaryImageInput;
}>;


export type EstimateVariationsQuery = { subtle: { credits: number }, strong: { credits: number } };

export type SavedReferenceFieldsFragment = { id: string, kind: ReferenceKind, name: string, images: Array<string>, weightType: string | null, combineMethod: string | null, thumbnailUrl: string | null };

export type MyReferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReferencesQuery = { myReferences: Array<{ id: string, kind: ReferenceKind, name: string, images: Array<string>, weightType: string | null, combineMethod: string | null, thumbnailUrl: string | null }> };

export type CreateReferenceMutationVariables = Exact<{
  input: CreateReferenceInput;
}>;


export type CreateReferenceMutation = { createReference: { id: string, kind: ReferenceKind, name: string, images: Array<string>, weightType: string | null, combineMethod: string | null, thumbnailUrl: string | null } };

export type UpdateReferenceMutationVariables = Exact<{
  id: string | number;
  input: UpdateReferenceInput;
}>;


export type UpdateReferenceMutation = { updateReference: { id: string, kind: ReferenceKind, name: string, images: Array<string>, weightType: string | null, combineMethod: string | null, thumbnailUrl: string | null } };

export type DeleteReferenceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReferenceMutation = { deleteReference: boolean };

export type ArchitectureCapabilityFieldsFragment = { architectureId: number, supportsNegativePrompt: boolean, supportsLoRA: boolean, supportsControlNet: boolean, supportsVAE: boolean, supportsIPAdapter: boolean, supportsEmbeddings: boolean, supportsHiresFix: boolean, supportsFaceRefinement: boolean, supportsTransparentBackground: boolean, supportsOutpaint: boolean, supportsPulid: boolean, supportsSeedImage: boolean, maxReferenceImages: number, defaultSteps: number, defaultCFG: number, minSteps: number, maxSteps: number, minDimension: number, maxDimension: number, dimensionMultiple: number, minLoraWeight: number, maxLoraWeight: number, minControlNetWeight: number, maxControlNetWeight: number, minIpAdapterWeight: number, maxIpAdapterWeight: number };

export type CreditPackFieldsFragment = { id: string, name: string, priceCents: number, currency: string, credits: number, tier: string, accessLevelId: number, creditMultiplier: number, active: boolean };

export type ModelExtrasFieldsFragment = { lora: boolean, controlnet: boolean, vae: boolean, ipadapter: boolean, embeddings: boolean };

export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const ApiKeyItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiKeyItemFragment, unknown>;
export const WebhookItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookItemFragment, unknown>;
export const WebhookDeliveryItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryItemFragment, unknown>;
export const GenerationHistoryEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationHistoryEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remixedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<GenerationHistoryEntryFragment, unknown>;
export const GalleryFolderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryFolder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<GalleryFolderFragment, unknown>;
export const GalleryCreationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCreation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Creation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceCreationId"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}},{"kind":"Field","name":{"kind":"Name","value":"remixedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryFolder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryFolder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<GalleryCreationFragment, unknown>;
export const ModelExtrasFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelExtrasFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelExtras"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lora"}},{"kind":"Field","name":{"kind":"Name","value":"controlnet"}},{"kind":"Field","name":{"kind":"Name","value":"vae"}},{"kind":"Field","name":{"kind":"Name","value":"ipadapter"}},{"kind":"Field","name":{"kind":"Name","value":"embeddings"}}]}}]} as unknown as DocumentNode<ModelExtrasFieldsFragment, unknown>;
export const GeneratorModelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorModel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Model"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"civitAIR"}},{"kind":"Field","name":{"kind":"Name","value":"architectureId"}},{"kind":"Field","name":{"kind":"Name","value":"modelCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"modelType"}},{"kind":"Field","name":{"kind":"Name","value":"heroImage"}},{"kind":"Field","name":{"kind":"Name","value":"triggerWords"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSteps"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCFG"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModelExtrasFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelExtrasFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelExtras"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lora"}},{"kind":"Field","name":{"kind":"Name","value":"controlnet"}},{"kind":"Field","name":{"kind":"Name","value":"vae"}},{"kind":"Field","name":{"kind":"Name","value":"ipadapter"}},{"kind":"Field","name":{"kind":"Name","value":"embeddings"}}]}}]} as unknown as DocumentNode<GeneratorModelFragment, unknown>;
export const ComparisonAxisFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonAxisFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonAxisView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}}]}}]} as unknown as DocumentNode<ComparisonAxisFieldsFragment, unknown>;
export const ComparisonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCredits"}},{"kind":"Field","name":{"kind":"Name","value":"x"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"y"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonAxisFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonAxisView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}}]}}]} as unknown as DocumentNode<ComparisonFieldsFragment, unknown>;
export const FavoriteItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavoriteItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Favorite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<FavoriteItemFragment, unknown>;
export const PromptStyleItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptStyleItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptStyle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}}]}}]} as unknown as DocumentNode<PromptStyleItemFragment, unknown>;
export const GeneratedImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}}]} as unknown as DocumentNode<GeneratedImageFieldsFragment, unknown>;
export const RecentGenerationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}}]} as unknown as DocumentNode<RecentGenerationFragment, unknown>;
export const QueuedGenerationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}}]} as unknown as DocumentNode<QueuedGenerationFragment, unknown>;
export const QueuedGenerationUpdateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGenerationUpdate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"eta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedRunMs"}},{"kind":"Field","name":{"kind":"Name","value":"expectedWaitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuedGeneration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}}]} as unknown as DocumentNode<QueuedGenerationUpdateFragment, unknown>;
export const GeneratorToolResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorToolResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}}]} as unknown as DocumentNode<GeneratorToolResultFragment, unknown>;
export const SavedReferenceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"weightType"}},{"kind":"Field","name":{"kind":"Name","value":"combineMethod"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<SavedReferenceFieldsFragment, unknown>;
export const ArchitectureCapabilityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchitectureCapabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArchitectureCapability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"architectureId"}},{"kind":"Field","name":{"kind":"Name","value":"supportsNegativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"supportsLoRA"}},{"kind":"Field","name":{"kind":"Name","value":"supportsControlNet"}},{"kind":"Field","name":{"kind":"Name","value":"supportsVAE"}},{"kind":"Field","name":{"kind":"Name","value":"supportsIPAdapter"}},{"kind":"Field","name":{"kind":"Name","value":"supportsEmbeddings"}},{"kind":"Field","name":{"kind":"Name","value":"supportsHiresFix"}},{"kind":"Field","name":{"kind":"Name","value":"supportsFaceRefinement"}},{"kind":"Field","name":{"kind":"Name","value":"supportsTransparentBackground"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOutpaint"}},{"kind":"Field","name":{"kind":"Name","value":"supportsPulid"}},{"kind":"Field","name":{"kind":"Name","value":"supportsSeedImage"}},{"kind":"Field","name":{"kind":"Name","value":"maxReferenceImages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSteps"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCFG"}},{"kind":"Field","name":{"kind":"Name","value":"minSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxSteps"}},{"kind":"Field","name":{"kind":"Name","value":"minDimension"}},{"kind":"Field","name":{"kind":"Name","value":"maxDimension"}},{"kind":"Field","name":{"kind":"Name","value":"dimensionMultiple"}},{"kind":"Field","name":{"kind":"Name","value":"minLoraWeight"}},{"kind":"Field","name":{"kind":"Name","value":"maxLoraWeight"}},{"kind":"Field","name":{"kind":"Name","value":"minControlNetWeight"}},{"kind":"Field","name":{"kind":"Name","value":"maxControlNetWeight"}},{"kind":"Field","name":{"kind":"Name","value":"minIpAdapterWeight"}},{"kind":"Field","name":{"kind":"Name","value":"maxIpAdapterWeight"}}]}}]} as unknown as DocumentNode<ArchitectureCapabilityFieldsFragment, unknown>;
export const CreditPackFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditPackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditPackOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"creditMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreditPackFieldsFragment, unknown>;
export const AppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"providerMode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsMode"}},{"kind":"Field","name":{"kind":"Name","value":"paymentsEnabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}},{"kind":"Field","name":{"kind":"Name","value":"registrationsOpen"}}]}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UndoEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UndoEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"resetToken"}}]}}]}}]} as unknown as DocumentNode<UndoEmailChangeMutation, UndoEmailChangeMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeysRevokedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpointId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const AccessLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccessLevelsQuery, AccessLevelsQueryVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyVerified"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const ResendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationEmail"}}]}}]} as unknown as DocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const CancelEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelEmailChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelEmailChange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<CancelEmailChangeMutation, CancelEmailChangeMutationVariables>;
export const ConfirmCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"packName"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}}]}}]}}]} as unknown as DocumentNode<ConfirmCheckoutMutation, ConfirmCheckoutMutationVariables>;
export const CreditHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCreditHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CreditHistoryQuery, CreditHistoryQueryVariables>;
export const CreditPacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditPacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditPacks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CreditPackFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CreditPackFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditPackOffer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"accessLevelId"}},{"kind":"Field","name":{"kind":"Name","value":"creditMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreditPacksQuery, CreditPacksQueryVariables>;
export const StartCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartCheckoutMutation, StartCheckoutMutationVariables>;
export const CreditTiersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreditTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"creditMultiplier"}}]}}]}}]} as unknown as DocumentNode<CreditTiersQuery, CreditTiersQueryVariables>;
export const MyGenerationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGenerations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationHistoryEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationHistoryEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remixedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<MyGenerationsQuery, MyGenerationsQueryVariables>;
export const MyGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationHistoryEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationHistoryEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remixedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<MyGenerationQuery, MyGenerationQueryVariables>;
export const MyPurchasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPurchases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPurchases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"packName"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditsTakenBack"}},{"kind":"Field","name":{"kind":"Name","value":"creditsShortfall"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"creditsHeld"}}]}}]}}]} as unknown as DocumentNode<MyPurchasesQuery, MyPurchasesQueryVariables>;
export const GalleryCreationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryCreations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryCreation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryFolder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryCreation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Creation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sourceCreationId"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}},{"kind":"Field","name":{"kind":"Name","value":"remixedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryFolder"}}]}}]}}]} as unknown as DocumentNode<GalleryCreationsQuery, GalleryCreationsQueryVariables>;
export const GalleryCreationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryCreationCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}]}]}}]} as unknown as DocumentNode<GalleryCreationCountQuery, GalleryCreationCountQueryVariables>;
export const MoveCreationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCreation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCreation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryFolder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryFolder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<MoveCreationMutation, MoveCreationMutationVariables>;
export const DeleteCreationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCreation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCreation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCreationMutation, DeleteCreationMutationVariables>;
export const MoveCreationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCreations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCreations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}]}]}}]} as unknown as DocumentNode<MoveCreationsMutation, MoveCreationsMutationVariables>;
export const DeleteCreationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCreations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCreations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteCreationsMutation, DeleteCreationsMutationVariables>;
export const GalleryFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryFolder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryFolder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<GalleryFoldersQuery, GalleryFoldersQueryVariables>;
export const CreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryFolder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryFolder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<CreateFolderMutation, CreateFolderMutationVariables>;
export const RenameFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryFolder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryFolder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<RenameFolderMutation, RenameFolderMutationVariables>;
export const DeleteFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFolderMutation, DeleteFolderMutationVariables>;
export const GalleryUpscaleImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GalleryUpscaleImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpscaleImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upscaleImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}}]}}]}}]}}]} as unknown as DocumentNode<GalleryUpscaleImageMutation, GalleryUpscaleImageMutationVariables>;
export const GalleryRemoveBackgroundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GalleryRemoveBackground"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageToolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBackground"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}}]}}]}}]}}]} as unknown as DocumentNode<GalleryRemoveBackgroundMutation, GalleryRemoveBackgroundMutationVariables>;
export const GalleryModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"civitAIR"}}]}}]}}]} as unknown as DocumentNode<GalleryModelsQuery, GalleryModelsQueryVariables>;
export const GalleryModelFilterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryModelFilter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"civitAIR"}}]}}]}}]}}]} as unknown as DocumentNode<GalleryModelFilterQuery, GalleryModelFilterQueryVariables>;
export const ReferenceImageGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferenceImageGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}}]}}]}}]}}]} as unknown as DocumentNode<ReferenceImageGalleryQuery, ReferenceImageGalleryQueryVariables>;
export const GeneratorBaseModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeneratorBaseModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratorModel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelExtrasFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelExtras"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lora"}},{"kind":"Field","name":{"kind":"Name","value":"controlnet"}},{"kind":"Field","name":{"kind":"Name","value":"vae"}},{"kind":"Field","name":{"kind":"Name","value":"ipadapter"}},{"kind":"Field","name":{"kind":"Name","value":"embeddings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorModel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Model"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"civitAIR"}},{"kind":"Field","name":{"kind":"Name","value":"architectureId"}},{"kind":"Field","name":{"kind":"Name","value":"modelCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"modelType"}},{"kind":"Field","name":{"kind":"Name","value":"heroImage"}},{"kind":"Field","name":{"kind":"Name","value":"triggerWords"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSteps"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCFG"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModelExtrasFields"}}]}}]}}]} as unknown as DocumentNode<GeneratorBaseModelsQuery, GeneratorBaseModelsQueryVariables>;
export const GeneratorModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeneratorModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratorModel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelExtrasFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ModelExtras"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lora"}},{"kind":"Field","name":{"kind":"Name","value":"controlnet"}},{"kind":"Field","name":{"kind":"Name","value":"vae"}},{"kind":"Field","name":{"kind":"Name","value":"ipadapter"}},{"kind":"Field","name":{"kind":"Name","value":"embeddings"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorModel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Model"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"civitAIR"}},{"kind":"Field","name":{"kind":"Name","value":"architectureId"}},{"kind":"Field","name":{"kind":"Name","value":"modelCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"modelType"}},{"kind":"Field","name":{"kind":"Name","value":"heroImage"}},{"kind":"Field","name":{"kind":"Name","value":"triggerWords"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSteps"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCFG"}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModelExtrasFields"}}]}}]}}]} as unknown as DocumentNode<GeneratorModelsQuery, GeneratorModelsQueryVariables>;
export const GeneratorReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeneratorReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"architectures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"architecture"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modelCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<GeneratorReferenceQuery, GeneratorReferenceQueryVariables>;
export const ArchitectureSupportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchitectureSupport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"architectureId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"architectureCapability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"architectureId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"architectureId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArchitectureCapabilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizePresets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"architectureId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"architectureId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"architectureId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedulers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"architectureId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"architectureId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"architectureId"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerKey"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArchitectureCapabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArchitectureCapability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"architectureId"}},{"kind":"Field","name":{"kind":"Name","value":"supportsNegativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"supportsLoRA"}},{"kind":"Field","name":{"kind":"Name","value":"supportsControlNet"}},{"kind":"Field","name":{"kind":"Name","value":"supportsVAE"}},{"kind":"Field","name":{"kind":"Name","value":"supportsIPAdapter"}},{"kind":"Field","name":{"kind":"Name","value":"supportsEmbeddings"}},{"kind":"Field","name":{"kind":"Name","value":"supportsHiresFix"}},{"kind":"Field","name":{"kind":"Name","value":"supportsFaceRefinement"}},{"kind":"Field","name":{"kind":"Name","value":"supportsTransparentBackground"}},{"kind":"Field","name":{"kind":"Name","value":"supportsOutpaint"}},{"kind":"Field","name":{"kind":"Name","value":"supportsPulid"}},{"kind":"Field","name":{"kind":"Name","value":"supportsSeedImage"}},{"kind":"Field","name":{"kind":"Name","value":"maxReferenceImages"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSteps"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCFG"}},{"kind":"Field","name":{"kind":"Name","value":"minSteps"}},{"kind":"Field","name":{"kind":"Name","value":"maxSteps"}},{"kind":"Field","name":{"kind":"Name","value":"minDimension"}},{"kind":"Field","name":{"kind":"Name","value":"maxDimension"}},{"kind":"Field","name":{"kind":"Name","value":"dimensionMultiple"}},{"kind":"Field","name":{"kind":"Name","value":"minLoraWeight"}},{"kind":"Field","name":{"kind":"Name","value":"maxLoraWeight"}},{"kind":"Field","name":{"kind":"Name","value":"minControlNetWeight"}},{"kind":"Field","name":{"kind":"Name","value":"maxControlNetWeight"}},{"kind":"Field","name":{"kind":"Name","value":"minIpAdapterWeight"}},{"kind":"Field","name":{"kind":"Name","value":"maxIpAdapterWeight"}}]}}]} as unknown as DocumentNode<ArchitectureSupportQuery, ArchitectureSupportQueryVariables>;
export const EstimateComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstimateComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimateComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"affordable"}}]}}]}}]} as unknown as DocumentNode<EstimateComparisonQuery, EstimateComparisonQueryVariables>;
export const StartComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartComparisonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonAxisFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonAxisView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCredits"}},{"kind":"Field","name":{"kind":"Name","value":"x"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"y"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StartComparisonMutation, StartComparisonMutationVariables>;
export const ComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Comparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonAxisFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonAxisView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCredits"}},{"kind":"Field","name":{"kind":"Name","value":"x"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"y"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"x"}},{"kind":"Field","name":{"kind":"Name","value":"y"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ComparisonQuery, ComparisonQueryVariables>;
export const SaveComparisonGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveComparisonGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveComparisonGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creationId"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}}]}}]}}]} as unknown as DocumentNode<SaveComparisonGridMutation, SaveComparisonGridMutationVariables>;
export const MyComparisonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyComparisons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myComparisons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cellCount"}},{"kind":"Field","name":{"kind":"Name","value":"succeededCells"}},{"kind":"Field","name":{"kind":"Name","value":"failedCells"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"x"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"y"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonAxisFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonAxisFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonAxisView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parameter"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}}]}}]} as unknown as DocumentNode<MyComparisonsQuery, MyComparisonsQueryVariables>;
export const EstimateGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstimateGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateImagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimateGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"affordable"}}]}}]}}]} as unknown as DocumentNode<EstimateGenerationQuery, EstimateGenerationQueryVariables>;
export const FavoritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Favorites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favorites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavoriteItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavoriteItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Favorite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<FavoritesQuery, FavoritesQueryVariables>;
export const SaveFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveFavoriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavoriteItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavoriteItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Favorite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"modelId"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<SaveFavoriteMutation, SaveFavoriteMutationVariables>;
export const DeleteFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFavoriteMutation, DeleteFavoriteMutationVariables>;
export const GeneratorFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeneratorFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<GeneratorFoldersQuery, GeneratorFoldersQueryVariables>;
export const SaveCreationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCreation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCreationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCreation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]}}]} as unknown as DocumentNode<SaveCreationMutation, SaveCreationMutationVariables>;
export const SavedCopiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedCopies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageUrls"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedCopies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageUrls"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageUrls"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceImageId"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SavedCopiesQuery, SavedCopiesQueryVariables>;
export const MyPromptStylesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPromptStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPromptStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromptStyleItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptStyleItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptStyle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}}]}}]} as unknown as DocumentNode<MyPromptStylesQuery, MyPromptStylesQueryVariables>;
export const CreatePromptStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePromptStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePromptStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPromptStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromptStyleItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptStyleItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptStyle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}}]}}]} as unknown as DocumentNode<CreatePromptStyleMutation, CreatePromptStyleMutationVariables>;
export const UpdatePromptStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePromptStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePromptStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePromptStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromptStyleItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptStyleItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptStyle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}}]}}]} as unknown as DocumentNode<UpdatePromptStyleMutation, UpdatePromptStyleMutationVariables>;
export const DeletePromptStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePromptStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePromptStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePromptStyleMutation, DeletePromptStyleMutationVariables>;
export const ResetPromptStylesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPromptStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPromptStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromptStyleItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromptStyleItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptStyle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}}]}}]} as unknown as DocumentNode<ResetPromptStylesMutation, ResetPromptStylesMutationVariables>;
export const RecentGenerationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentGenerations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecentGeneration"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecentGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"modelName"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"charged"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}}]} as unknown as DocumentNode<RecentGenerationsQuery, RecentGenerationsQueryVariables>;
export const GeneratorUploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratorUploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}}]}}]}}]} as unknown as DocumentNode<GeneratorUploadImageMutation, GeneratorUploadImageMutationVariables>;
export const GenerateImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateImagesInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"async"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"async"},"value":{"kind":"Variable","name":{"kind":"Name","value":"async"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}}]} as unknown as DocumentNode<GenerateImagesMutation, GenerateImagesMutationVariables>;
export const GenerationUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GenerationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuedGenerationUpdate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGenerationUpdate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"eta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedRunMs"}},{"kind":"Field","name":{"kind":"Name","value":"expectedWaitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuedGeneration"}}]}}]}}]} as unknown as DocumentNode<GenerationUpdatedSubscription, GenerationUpdatedSubscriptionVariables>;
export const QueuedGenerationNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueuedGenerationNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuedGenerationUpdate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGenerationUpdate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"eta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expectedRunMs"}},{"kind":"Field","name":{"kind":"Name","value":"expectedWaitMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuedGeneration"}}]}}]}}]} as unknown as DocumentNode<QueuedGenerationNowQuery, QueuedGenerationNowQueryVariables>;
export const UnfinishedGenerationCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnfinishedGenerationCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuedGeneration"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}}]} as unknown as DocumentNode<UnfinishedGenerationCandidatesQuery, UnfinishedGenerationCandidatesQueryVariables>;
export const CancelGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuedGeneration"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuedGeneration"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Generation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"modelAir"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}}]}}]} as unknown as DocumentNode<CancelGenerationMutation, CancelGenerationMutationVariables>;
export const InFlightGenerationCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InFlightGenerationCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<InFlightGenerationCandidatesQuery, InFlightGenerationCandidatesQueryVariables>;
export const FollowedGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowedGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"taskUUID"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratedImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"providerCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratedImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratedImageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"nsfw"}}]}}]} as unknown as DocumentNode<FollowedGenerationQuery, FollowedGenerationQueryVariables>;
export const GeneratorUpscaleImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratorUpscaleImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpscaleImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upscaleImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratorToolResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorToolResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}}]} as unknown as DocumentNode<GeneratorUpscaleImageMutation, GeneratorUpscaleImageMutationVariables>;
export const GeneratorRemoveBackgroundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratorRemoveBackground"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageToolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBackground"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratorToolResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorToolResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"imageUUID"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}}]} as unknown as DocumentNode<GeneratorRemoveBackgroundMutation, GeneratorRemoveBackgroundMutationVariables>;
export const GeneratorDescribeImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratorDescribeImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageToolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"describeImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}}]}}]}}]} as unknown as DocumentNode<GeneratorDescribeImageMutation, GeneratorDescribeImageMutationVariables>;
export const GeneratorEnhancePromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GeneratorEnhancePrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnhancePromptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enhancePrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"creditsCharged"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}}]}}]}}]} as unknown as DocumentNode<GeneratorEnhancePromptMutation, GeneratorEnhancePromptMutationVariables>;
export const VaryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VaryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VaryImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"varyImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"async"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditBalance"}}]}}]}}]} as unknown as DocumentNode<VaryImageMutation, VaryImageMutationVariables>;
export const EstimateVariationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstimateVariations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subtle"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VaryImageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"strong"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VaryImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"subtle"},"name":{"kind":"Name","value":"estimateVariation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subtle"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"strong"},"name":{"kind":"Name","value":"estimateVariation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"strong"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]}}]} as unknown as DocumentNode<EstimateVariationsQuery, EstimateVariationsQueryVariables>;
export const MyReferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedReferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"weightType"}},{"kind":"Field","name":{"kind":"Name","value":"combineMethod"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<MyReferencesQuery, MyReferencesQueryVariables>;
export const CreateReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedReferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"weightType"}},{"kind":"Field","name":{"kind":"Name","value":"combineMethod"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<CreateReferenceMutation, CreateReferenceMutationVariables>;
export const UpdateReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedReferenceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReferenceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Reference"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"weightType"}},{"kind":"Field","name":{"kind":"Name","value":"combineMethod"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<UpdateReferenceMutation, UpdateReferenceMutationVariables>;
export const DeleteReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReferenceMutation, DeleteReferenceMutationVariables>;