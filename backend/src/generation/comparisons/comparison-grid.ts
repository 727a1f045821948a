import sharp, { type OverlayOptions } from 'sharp';

/** One tile of the grid: an image's bytes, or why there is none (shown as text). */
export type GridTile = { bytes: Buffer } | { missing: string };

export interface GridLayout {
  columnLabels: string[];
  /** One row without a Y axis: its label is empty. */
  rowLabels: string[];
  /** Row by row, columnLabels.length tiles each. */
  tiles: GridTile[];
  /** The cells' aspect (width / height). */
  aspect: number;
}

/** A tile's longer side: 25 tiles of it stay far below the gallery's pixel limit. */
const TILE = 256;
const GAP = 4;
const HEADER_HEIGHT = 40;
const FONT = 'font-family="DejaVu Sans, Arial, Helvetica, sans-serif"';

function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** At most `max` characters, with an ellipsis when cut. */
function fitted(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function label(text: string, width: number, height: number, size = 16, fill = '#1f1f1f'): Buffer {
  const shown = escaped(fitted(text, Math.max(4, Math.floor(width / (size * 0.6)))));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" ${FONT} font-size="${size}" font-weight="bold" fill="${fill}">${shown}</text></svg>`,
  );
}

/**
 * The comparison as one PNG image: column headers above, row headers at the left (when there
 * is a Y axis), each cell's image scaled into its tile, a failed cell as a grey tile saying so.
 */
export async function composeGrid(layout: GridLayout): Promise<Buffer> {
  const columns = layout.columnLabels.length;
  const rows = layout.rowLabels.length;
  const tileWidth = layout.aspect >= 1 ? TILE : Math.round(TILE * layout.aspect);
  const tileHeight = layout.aspect >= 1 ? Math.round(TILE / layout.aspect) : TILE;
  const hasRows = layout.rowLabels.some(Boolean);
  const headerWidth = hasRows ? 180 : 0;
  const width = headerWidth + columns * (tileWidth + GAP) + GAP;
  const height = HEADER_HEIGHT + rows * (tileHeight + GAP) + GAP;
  const layers: OverlayOptions[] = [];
  layout.columnLabels.forEach((text, x) =>
    layers.push({
      input: label(text, tileWidth, HEADER_HEIGHT),
      left: headerWidth + GAP + x * (tileWidth + GAP),
      top: 0,
    }),
  );
  if (hasRows)
    layout.rowLabels.forEach((text, y) =>
      layers.push({
        input: label(text, headerWidth, tileHeight),
        left: 0,
        top: HEADER_HEIGHT + GAP + y * (tileHeight + GAP),
      }),
    );
  for (const [index, tile] of layout.tiles.entries()) {
    const left = headerWidth + GAP + (index % columns) * (tileWidth + GAP);
    const top = HEADER_HEIGHT + GAP + Math.floor(index / columns) * (tileHeight + GAP);
    const input =
      'bytes' in tile
        ? await sharp(tile.bytes)
            .resize(tileWidth, tileHeight, { fit: 'contain', background: '#e0e0e0' })
            .png()
            .toBuffer()
        : await sharp({
            create: { width: tileWidth, height: tileHeight, channels: 3, background: '#d0d0d0' },
          })
            .composite([{ input: label(tile.missing, tileWidth, tileHeight, 18, '#a8071a') }])
            .png()
            .toBuffer();
    layers.push({ input, left, top });
  }
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer();
}
