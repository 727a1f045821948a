import { type AppConfig } from '../config/app-config.js';
import { ShareImageUrls } from './share-image-urls.js';
import { escapeHtml } from './shared-page.html.js';

const SLUG = 'q3JbVd0nS1yWm8cXk2Lr0A';
const CREATION = '7b4f3c1e-2a8d-4a57-9f3e-8c1d2b6a9e01';
const NOW_MS = 1_700_000_000_000;

describe('share image URLs', () => {
  const urls = new ShareImageUrls({ JWT_SECRET: 'a server secret of enough length' } as AppConfig);
  const signed = () => {
    const url = new URL(urls.create(SLUG, CREATION, 'display', 3600, NOW_MS), 'http://x.test');
    return {
      path: url.pathname,
      expires: url.searchParams.get('expires'),
      signature: url.searchParams.get('signature'),
    };
  };

  it('names the link, the image and the variant in the path, and accepts what it signed', () => {
    const { path, expires, signature } = signed();
    expect(path).toBe(`/s/${SLUG}/images/${CREATION}/display`);
    expect(urls.isValid(SLUG, CREATION, 'display', expires, signature, NOW_MS)).toBe(true);
  });

  it('refuses another variant, image or link, a later expiry, and an expired URL', () => {
    const { expires, signature } = signed();
    expect(urls.isValid(SLUG, CREATION, 'original', expires, signature, NOW_MS)).toBe(false);
    expect(
      urls.isValid(SLUG, CREATION.replace('1', '2'), 'display', expires, signature, NOW_MS),
    ).toBe(false);
    expect(urls.isValid(`${SLUG.slice(1)}B`, CREATION, 'display', expires, signature, NOW_MS)).toBe(
      false,
    );
    expect(
      urls.isValid(SLUG, CREATION, 'display', String(Number(expires) + 1), signature, NOW_MS),
    ).toBe(false);
    expect(urls.isValid(SLUG, CREATION, 'display', `0${expires}`, signature, NOW_MS)).toBe(false);
    expect(urls.isValid(SLUG, CREATION, 'display', expires, signature, NOW_MS + 3601 * 1000)).toBe(
      false,
    );
    expect(urls.isValid(SLUG, CREATION, 'display', [expires], signature, NOW_MS)).toBe(false);
  });
});

describe('escapeHtml', () => {
  it('leaves no character that opens a tag or ends an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
