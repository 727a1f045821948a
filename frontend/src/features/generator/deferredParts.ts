/**
 * The dashboard's parts its first paint does without: the closed Advanced Settings' content with
 * the add-on sections and their dialogs; what the preview shows once Generate is clicked (pending
 * tiles, error panel, results with their tools and the tools' calls, charge, the queue's cards and
 * the code that sends and follows them, and the follower of a generation a reload cut off); the
 * rows of an open model picker (covers, versions, recent models); the notices of a shared image's
 * remix, of settings replaced (copied, or a past generation picked) and of a size the architecture
 * refuses, how a picked generation's settings fill the form, and the source image panel once there
 * is a source (thumbnail, mask, strength); where the results are saved, with the way to share a
 * saved one. One module, so the build makes one chunk of them, fetched as the dashboard shows (the
 * preview asks for it at once): a lazy import each would split the antd parts they share into
 * more, smaller chunks. What waits for a click (the full-size viewer, the dialogs of favorites,
 * the prompt styles, saving to a folder, the enhanced prompts and replacing the prompt with a
 * description) has a chunk each (deferred.ts).
 */
export { AdvancedSettingsBody } from './advanced/AdvancedSettingsBody';
export { ChargeBadge } from './preview/ChargeBadge';
export { GenerationQueue } from './preview/GenerationQueue';
export { GenerationQueueController } from './state/GenerationQueueController';
export { imageDescription, imageToolResult } from './tools/imageToolCalls';
export { ModelPickerOptions } from './model-picker/ModelPickerOptions';
export { PendingTiles } from './preview/PendingTiles';
export { PreviewOutcome } from './preview/PreviewOutcome';
export { RemixNotice } from './RemixNotice';
export { ReplacedSettingsNotice } from './ReplacedSettingsNotice';
export { pickedSettings, sameParameters } from './recent/pickedSettings';
export { ResumedGenerationFollower } from './state/ResumedGenerationFollower';
export { SavedResultsLookup } from './preview/SavedResultsLookup';
export { SizeAdviceNotice } from './controls/SizeAdviceNotice';
export { SourceImageDetails } from './source/SourceImageDetails';
