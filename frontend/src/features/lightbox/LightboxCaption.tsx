import { type ReactNode, useState } from 'react';

/** Longer captions are cut to two lines until asked for in full. */
const CLAMPED_FROM_CHARS = 160;

interface LightboxCaptionProps {
  /** The picture's: another picture starts clamped again. */
  imageKey: string;
  text?: string;
  note?: ReactNode;
}

/** The prompt under the picture, and a note beside it (the tool that made it). */
export function LightboxCaption({ imageKey, text = '', note }: LightboxCaptionProps) {
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const expanded = expandedFor === imageKey;
  const trimmed = text.trim();
  if (!trimmed && !note) return null;
  return (
    <div className="lightbox-caption">
      {note}
      {trimmed && (
        // In full it may scroll: then it takes focus, so keyboard users can scroll it too.
        <p
          className="lightbox-caption-text"
          data-clamped={expanded ? undefined : true}
          tabIndex={expanded ? 0 : undefined}
        >
          {trimmed}
        </p>
      )}
      {trimmed.length > CLAMPED_FROM_CHARS && (
        <button
          type="button"
          className="lightbox-link-button"
          aria-expanded={expanded}
          onClick={() => setExpandedFor(expanded ? null : imageKey)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
