import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface DataDirectory {
  root: string;
  images: string;
  heroes: string;
  /** True when the simulator created the folder itself and removes it when it closes. */
  temporary: boolean;
}

/** Where rendered images live: the configured folder, or a fresh temporary one. */
export function prepareDataDirectory(configured: string | undefined): DataDirectory {
  const root = configured
    ? path.resolve(configured)
    : mkdtempSync(path.join(tmpdir(), 'runware-simulator-'));
  const directory = {
    root,
    images: path.join(root, 'images'),
    // Versioned so a persistent folder never serves heroes of an older renderer.
    heroes: path.join(root, 'hero', 'v2'),
    temporary: !configured,
  };
  mkdirSync(directory.images, { recursive: true });
  mkdirSync(directory.heroes, { recursive: true });
  return directory;
}

export function removeTemporaryDataDirectory(directory: DataDirectory): void {
  if (directory.temporary) rmSync(directory.root, { recursive: true, force: true });
}
