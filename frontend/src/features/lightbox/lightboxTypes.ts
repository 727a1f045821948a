import type { ReactNode } from 'react';

/** The picture a lightbox shows. */
export interface LightboxImage {
  /** Changes with the picture: a new one starts unzoomed and centred. */
  key: string;
  src: string;
  alt: string;
}

/** One choice of an action that offers several (Upscale ×2, ×4). */
export interface LightboxChoice {
  key: string;
  label: string;
  disabled?: boolean;
  onSelect: () => void;
}

interface LightboxActionBase {
  key: string;
  /** The visible text, and so the button's accessible name. */
  label: string;
  /** Drawn beside the label, hidden from assistive technology. */
  icon: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** Under way: a spinner instead of the icon. */
  loading?: boolean;
}

/** What the caller offers to do with the picture: one action, or a menu of choices. */
export type LightboxAction = LightboxActionBase &
  (
    | { onSelect: () => void; choices?: never; onOpen?: never }
    | {
        choices: readonly LightboxChoice[];
        onSelect?: never;
        /** Called as its menu opens: choices that say a price ask for it then. */
        onOpen?: () => void;
      }
  );

/** Where the picture is in the list the lightbox pages through. */
export interface LightboxPosition {
  /** From 0. */
  index: number;
  total: number;
  /** True while `total` is only a lower bound (the full count is not known yet). */
  atLeast?: boolean;
}

export interface LightboxProps {
  /** The picture shown; null closes the lightbox. */
  image: LightboxImage | null;
  onClose: () => void;
  /** The dialog's name. */
  title?: string;
  /** "n / total" and previous/next, when the list holds more than one picture. */
  position?: LightboxPosition;
  /** Left out: no previous picture (the button is disabled). */
  onPrevious?: () => void;
  onNext?: () => void;
  /** The next picture is being fetched. */
  nextLoading?: boolean;
  actions?: readonly LightboxAction[];
  /** Under the picture: its prompt. */
  caption?: string;
  /** Beside the caption, e.g. the tool that made the picture. */
  note?: ReactNode;
  /**
   * Given, the picture is blurred under this (a flagged image's "show" button) and cannot be
   * zoomed until the caller stops giving it.
   */
  cover?: ReactNode;
}
