import { Typography, theme } from 'antd';
import { type CSSProperties, type KeyboardEvent, useId } from 'react';
import { formatLocalDateTime } from '../../../lib/format';
import { useImageDialogs } from '../preview/useImageDialogs';
import { entryName, type RecentEntry } from './recentEntries';
import { type RecentEntryActions, RecentEntryMenu } from './RecentEntryMenu';
import type { ImageSize } from './restoreGeneration';
import './recentStrip.css';

interface RecentStripProps {
  entries: readonly RecentEntry[];
  /** The generation the preview shows, marked as current. */
  currentId: string | null;
  /** The entry picked whose results wait for its thumbnail's size. */
  waitingId: string | null;
  /** While a generation runs the preview is its own: nothing can be picked. */
  disabled: boolean;
  onPick: (id: string) => void;
  onThumbnailLoad: (id: string, url: string, size: ImageSize) => void;
  onThumbnailError: (id: string, url: string) => void;
  /** Vary, Remix and Expand of a thumbnail's image, from a menu on it; left out, no menu. */
  actions?: RecentEntryActions;
}

/**
 * Left and Right step between the thumbnails (Home and End to the ends), as in a toolbar; Tab
 * reaches each thumbnail's menu button after it.
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('.generator-recent-item'),
  );
  const at = buttons.findIndex((button) => button === document.activeElement);
  if (at < 0) return;
  const last = buttons.length - 1;
  const target = {
    ArrowLeft: Math.max(0, at - 1),
    ArrowRight: Math.min(last, at + 1),
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  buttons[target]?.focus();
}

/**
 * "Recent generations": a row of thumbnails, newest first, each a button that shows that
 * generation's results on the preview again. Plain elements (no antd list) keep the page light.
 */
export default function RecentStrip({
  entries,
  currentId,
  waitingId,
  disabled,
  onPick,
  onThumbnailLoad,
  onThumbnailError,
  actions,
}: RecentStripProps) {
  const headingId = useId();
  const dialogs = useImageDialogs();
  const { token } = theme.useToken();
  if (entries.length === 0) return null;

  // The theme's colours, for the stylesheet's hover, focus and current states.
  const colours = {
    '--recent-accent': token.colorPrimary,
    '--recent-border': token.colorBorderSecondary,
    '--recent-surface': token.colorFillQuaternary,
    '--recent-text': token.colorTextSecondary,
  } as CSSProperties;

  return (
    <section aria-labelledby={headingId} className="generator-recent" style={colours}>
      <Typography.Title id={headingId} level={2} style={{ fontSize: 16, margin: 0 }}>
        Recent generations
      </Typography.Title>
      <ul className="generator-recent-list" onKeyDown={moveFocus}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="generator-recent-item"
              aria-label={entryName(entry)}
              aria-current={entry.id === currentId ? 'true' : undefined}
              aria-busy={entry.id === waitingId || undefined}
              title={`${entry.prompt || entry.label}\n${formatLocalDateTime(entry.createdAt)}`}
              disabled={disabled}
              onClick={() => onPick(entry.id)}
            >
              <span className="generator-recent-thumbnail">
                <img
                  src={entry.thumbnailUrl}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  onLoad={(event) =>
                    onThumbnailLoad(entry.id, entry.thumbnailUrl, {
                      width: event.currentTarget.naturalWidth,
                      height: event.currentTarget.naturalHeight,
                    })
                  }
                  onError={() => onThumbnailError(entry.id, entry.thumbnailUrl)}
                />
                {/* The count is drawn from data-count in CSS: as text it would be part of the
                    button's visible text but not of its name (axe label-content-name-mismatch). */}
                {entry.imageCount > 1 && (
                  <span className="generator-recent-count" data-count={entry.imageCount} />
                )}
              </span>
              <span className="generator-recent-label" aria-hidden>
                {entry.label}
              </span>
            </button>
            {actions && entry.image && (
              <RecentEntryMenu
                image={entry.image}
                name={entryName(entry)}
                actions={actions}
                dialogs={dialogs}
              />
            )}
          </li>
        ))}
      </ul>
      {dialogs.element}
    </section>
  );
}
