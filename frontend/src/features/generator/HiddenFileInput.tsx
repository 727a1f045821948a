import type { RefObject } from 'react';

interface HiddenFileInputProps {
  /** A button opens the file chooser through it: `ref.current?.click()`. */
  ref: RefObject<HTMLInputElement | null>;
  accept: string;
  /** Names the input, e.g. "Guide image file". */
  label: string;
  onFile: (file: File) => void;
}

/** A hidden file input that hands on the file chosen, and takes the same file again after. */
export function HiddenFileInput({ ref, accept, label, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared, so choosing the same file again is a change too.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
