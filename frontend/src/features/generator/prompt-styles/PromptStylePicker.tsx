import { Button } from 'antd';
import { useState } from 'react';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import { DeferredPromptStylesDialog } from '../deferred';
import type { PromptStyleChoice } from '../generationParameters';

interface PromptStylePickerProps {
  value: PromptStyleChoice | null;
  onChange: (style: PromptStyleChoice | null) => void;
}

/** Beside the prompt: the chosen style's name; its dialog (loaded when first opened) lists and manages the styles. */
export function PromptStylePicker({ value, onChange }: PromptStylePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" type="text" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {value ? `Style: ${value.name}` : 'Style'}
      </Button>
      <LoadWhenNeeded when={open}>
        <DeferredPromptStylesDialog
          open={open}
          value={value}
          onChange={onChange}
          onClose={() => setOpen(false)}
        />
      </LoadWhenNeeded>
    </>
  );
}
