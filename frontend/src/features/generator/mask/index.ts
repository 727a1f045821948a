// The inpainting mask editor: <MaskEditor open imageUrl width height value onChange onClose />.
// `value` and `onChange` carry the mask as a PNG data URL (white = repaint) or null.
export { MaskEditor } from './MaskEditor';
export type { MaskEditorProps } from './MaskEditor';
