/**
 * The dashboard's parts its first paint does without: the closed Advanced Settings' content with
 * the add-on sections and their dialogs; what the preview shows once Generate is clicked
 * (pending tiles, error panel, results with their tools, charge, full-size viewer); the dialogs
 * of favorites, saving to a folder, the enhanced prompts and replacing the prompt with a
 * description. One module, so the build makes one chunk of them, fetched as the dashboard shows
 * (the preview asks for it at once): a lazy import each would split the antd parts they share
 * into more, smaller chunks.
 */
export { AdvancedSettingsBody } from './advanced/AdvancedSettingsBody';
export { ChargeBadge } from './preview/ChargeBadge';
export { EnhancePromptDialog } from './prompt/EnhancePromptDialog';
export { FavoritesDialog } from './favorites/FavoritesDialog';
export { ImageViewer } from './preview/ImageViewer';
export { PreviewOutcome } from './preview/PreviewOutcome';
export { ReplacePromptDialog } from './prompt/ReplacePromptDialog';
export { SaveFavoriteDialog } from './favorites/SaveFavoriteDialog';
export { SaveToFolderDialog } from './preview/SaveToFolderDialog';
