import { useState } from 'react';

/**
 * The create dialog, then the dialog that shows what was created with its secret, once. `Shown`
 * is what that dialog needs (the secret and what names it); it is forgotten after it closes.
 */
export function useCreatedSecret<Shown>() {
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [showing, setShowing] = useState(false);

  return {
    startCreating: () => setCreating(true),
    /** The create dialog's open state. */
    createDialog: { open: creating, onClose: () => setCreating(false) },
    /** The create dialog closes and the secret's opens. */
    show: (created: Shown) => {
      setCreating(false);
      setShown(created);
      setShowing(true);
    },
    /** The shown-once dialog's state: the secret leaves the page after its closing animation. */
    shownDialog: {
      open: showing,
      created: shown,
      onClose: () => setShowing(false),
      afterClose: () => setShown(null),
    },
  };
}
