/** A download a test saw saved: the object URL its link pointed at and the file name it gave. */
export interface SavedDownload {
  href: string;
  download: string;
}

/**
 * Stands in for the browser saving downloads: object URLs are `objectUrl`, and a click on a link
 * records its href and file name (into the answered list) instead of following it.
 *
 * Call it in a beforeEach with `afterEach(() => jest.restoreAllMocks())` to undo the click spy.
 * jsdom has no object URLs; their stubs are left in place after the test, as a download releases
 * its URL on a timer that may fire later.
 */
export function savedDownloads(objectUrl: string): SavedDownload[] {
  const saved: SavedDownload[] = [];
  URL.createObjectURL = jest.fn(() => objectUrl);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}
