import { airSlug } from '../catalogue/air-slug.js';

/** The absolute URLs the simulator hands out, under its public base URL. */
export class PublicUrls {
  constructor(private readonly base: () => string) {}

  image(fileName: string): string {
    return `${this.base()}/images/${fileName}`;
  }

  hero(air: string): string {
    return `${this.base()}/hero/${airSlug(air)}.jpg`;
  }
}
