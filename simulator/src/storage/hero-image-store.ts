import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ModelCatalogue } from '../catalogue/model-catalogue.js';
import { renderPicture } from '../rendering/render-picture.js';

const HERO_EDGE = 512;
const HERO_QUALITY = 85;

/**
 * The catalogue's hero images (512×512 JPEG), rendered from the model's AIR and name the first time
 * one is asked for and kept on disk after that. Concurrent first requests share one rendering.
 */
export class HeroImageStore {
  private readonly rendering = new Map<string, Promise<string>>();

  constructor(
    private readonly directory: string,
    private readonly catalogue: ModelCatalogue,
  ) {}

  /** The hero file of the model with this slug, or undefined when no model has it. */
  async locate(slug: string): Promise<string | undefined> {
    const model = this.catalogue.findBySlug(slug);
    if (!model) return undefined;
    const file = path.join(this.directory, `${slug}.jpg`);
    if (existsSync(file)) return file;
    let pending = this.rendering.get(slug);
    if (!pending) {
      pending = this.render(file, `hero|${model.air}|${model.name}|${model.version}`).finally(() =>
        this.rendering.delete(slug),
      );
      this.rendering.set(slug, pending);
    }
    return pending;
  }

  private async render(file: string, identity: string): Promise<string> {
    const bytes = await renderPicture({
      identity,
      width: HERO_EDGE,
      height: HERO_EDGE,
      format: 'JPG',
      quality: HERO_QUALITY,
    });
    // Written aside and renamed, so a reader never streams a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return file;
  }
}
