import {
  CUSTOM_PRESET,
  type ControlNetItem,
  defaultParameters,
  type ExtraModel,
  type GenerationParameters,
  type IpAdapterItem,
} from '../generationParameters';

export type ExtraList = 'loras' | 'embeddings' | 'controlnets' | 'ipadapters';
type ItemOf<K extends ExtraList> = K extends 'controlnets'
  ? ControlNetItem
  : K extends 'ipadapters'
    ? IpAdapterItem
    : ExtraModel;

export type ParametersAction =
  /**
   * Parameter changes merge into the current parameters; a format other than PNG
   * turns a transparent background off.
   */
  | { type: 'update'; changes: Partial<GenerationParameters> }
  /** A favorite or copied settings replace every parameter. */
  | { type: 'replace'; parameters: GenerationParameters }
  | { type: 'reset' }
  /** A new source image (or none): its mask belonged to the old one and is dropped. */
  | { type: 'setSource'; seedImage: string | null }
  /** Typing a width or height makes the size custom. */
  | { type: 'setDimension'; dimension: 'width' | 'height'; value: number }
  | { type: 'addExtra'; list: ExtraList; item: ExtraModel }
  | { type: 'updateExtra'; list: ExtraList; index: number; changes: Partial<ControlNetItem> }
  | { type: 'removeExtra'; list: ExtraList; index: number };

export function parametersReducer(
  state: GenerationParameters,
  action: ParametersAction,
): GenerationParameters {
  switch (action.type) {
    case 'update': {
      const next = { ...state, ...action.changes };
      // A transparent background needs PNG: another format turns it off.
      return next.format === 'png' ? next : { ...next, transparentBackground: false };
    }
    case 'replace':
      return action.parameters;
    case 'reset':
      return defaultParameters();
    case 'setSource':
      return { ...state, seedImage: action.seedImage, maskImage: null };
    case 'setDimension':
      return { ...state, [action.dimension]: action.value, sizePreset: CUSTOM_PRESET };
    case 'addExtra':
      return { ...state, [action.list]: [...state[action.list], action.item] };
    case 'updateExtra':
      return {
        ...state,
        [action.list]: state[action.list].map((item: ItemOf<ExtraList>, index) =>
          index === action.index ? { ...item, ...action.changes } : item,
        ),
      };
    case 'removeExtra':
      return {
        ...state,
        [action.list]: state[action.list].filter((_, index) => index !== action.index),
      };
  }
}
