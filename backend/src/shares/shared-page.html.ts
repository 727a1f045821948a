import { type SharedContent, type SharedImage } from './dto/share-link.types.js';
import {
  SHARE_REPORT_NOTE_MAX,
  SHARE_REPORT_REASON_LABELS,
  SHARE_REPORT_REASONS,
} from './share-report-reasons.js';

export const PRODUCT_NAME = 'PixelForge Studio';

/** The exact text of every dead link: unknown, revoked and expired alike. */
export const NOT_FOUND_TEXT = '404 Page Not Found';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** What the page links to and previews, all addresses already absolute where crawlers need it. */
export interface SharedPageLinks {
  /** The page's own absolute address (og:url). */
  pageUrl: string;
  /** The site's home, for the "made with" link. */
  homeUrl: string;
  /** The absolute preview image for crawlers, or null (behind a password, an empty folder). */
  preview: { url: string; width: number; height: number } | null;
  /** The next page of a folder, or null. */
  nextPageUrl: string | null;
  /** What a viewer can do with one image in the web app ("Remix", "Save to my gallery"). */
  imageActions: (image: SharedImage) => { remixUrl: string | null; saveUrl: string | null };
  /** Where the report form posts. */
  reportAction: string;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#141414;color:#ececec}
main{max-width:1200px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:8px 0 4px;overflow-wrap:anywhere}
.by{margin:0 0 16px;color:#b5b5b5}
a{color:#8cc4ff}
img{display:block;max-width:100%;height:auto;background:#222;border-radius:6px}
figure{margin:0 0 24px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}
.grid figure{margin:0}
.grid img{width:100%;aspect-ratio:1;object-fit:cover}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0;font-size:.95rem}
dt{color:#b5b5b5}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.85rem;margin:0}
.actions{margin:8px 0}
.more{display:inline-block;margin:16px 0}
form{display:flex;flex-direction:column;gap:8px;max-width:320px}
input,button{font:inherit;padding:10px;border-radius:6px;border:1px solid #555}
input{background:#1f1f1f;color:#ececec}
button{background:#1668dc;color:#fff;border-color:#1668dc;cursor:pointer}
.error{color:#ff8f8f}
.actions a{margin-right:16px}
.nsfw{position:relative;overflow:hidden;border-radius:6px}
.nsfw img{filter:blur(40px)}
.reveal{position:absolute;opacity:0;width:1px;height:1px}
.veil{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:16px;text-align:center;background:rgba(0,0,0,.45);cursor:pointer}
.show{padding:6px 16px;border-radius:6px;border:1px solid #ececec}
.reveal:checked~img{filter:none}
.reveal:checked~.veil{display:none}
.reveal:focus-visible~.veil .show{outline:2px solid #8cc4ff;outline-offset:2px}
details.report{margin-top:32px}
summary{cursor:pointer;color:#b5b5b5}
select,textarea{font:inherit;padding:10px;border-radius:6px;border:1px solid #555;background:#1f1f1f;color:#ececec}
footer{margin-top:32px;color:#b5b5b5;font-size:.9rem}
`;

function document(head: string, body: string, homeUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${head}
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<footer>Made with <a href="${escapeHtml(homeUrl)}">${PRODUCT_NAME}</a></footer>
</main>
</body>
</html>
`;
}

function meta(property: string, content: string, attribute: 'property' | 'name' = 'property') {
  return `<meta ${attribute}="${property}" content="${escapeHtml(content)}">`;
}

/** The text a preview card shows under the title. */
function description(content: SharedContent): string {
  const prompt = content.showPrompt ? content.items[0]?.prompt : null;
  if (prompt) return prompt.length > 200 ? `${prompt.slice(0, 199)}…` : prompt;
  return content.kind === 'folder'
    ? `Images shared by ${content.ownerName} on ${PRODUCT_NAME}`
    : `An image shared by ${content.ownerName} on ${PRODUCT_NAME}`;
}

function settingsOf(image: SharedImage): string {
  if (image.prompt == null) return '';
  const rows: [string, string][] = [['Prompt', image.prompt]];
  if (image.negativePrompt) rows.push(['Negative prompt', image.negativePrompt]);
  if (image.modelAir) rows.push(['Model', image.modelAir]);
  const parameters = image.parameters && Object.keys(image.parameters).length > 0;
  const list = rows.map(([term, text]) => `<dt>${term}</dt><dd>${escapeHtml(text)}</dd>`).join('');
  const settings = parameters
    ? `<dt>Settings</dt><dd><pre>${escapeHtml(JSON.stringify(image.parameters, null, 2))}</pre></dd>`
    : '';
  return `<dl>${list}${settings}</dl>`;
}

/** Download, Remix and Save to my gallery: each only where the link allows it. */
function actionsOf(image: SharedImage, links: SharedPageLinks): string {
  const { remixUrl, saveUrl } = links.imageActions(image);
  const actions = [
    image.downloadUrl && `<a href="${escapeHtml(image.downloadUrl)}" download>Download</a>`,
    remixUrl && `<a href="${escapeHtml(remixUrl)}">Remix</a>`,
    saveUrl && `<a href="${escapeHtml(saveUrl)}">Save to my gallery</a>`,
  ].filter(Boolean);
  return actions.length > 0 ? `<p class="actions">${actions.join('')}</p>` : '';
}

/**
 * An image the provider flagged, blurred behind a "Show" that needs no script (a checkbox and
 * CSS: the page's policy allows no inline script).
 */
function behindClickThrough(image: SharedImage, img: string): string {
  if (!image.nsfw) return img;
  const id = `show-${image.id}`;
  return `<div class="nsfw">
<input type="checkbox" class="reveal" id="${id}">
${img}
<label class="veil" for="${id}"><span>This image may contain adult content.</span><span class="show">Show</span></label>
</div>`;
}

function singleImage(content: SharedContent, image: SharedImage, links: SharedPageLinks): string {
  const img = `<img src="${escapeHtml(image.displayUrl)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(content.title)}" fetchpriority="high">`;
  return `<figure>
${behindClickThrough(image, img)}
</figure>
${actionsOf(image, links)}${settingsOf(image)}`;
}

function grid(content: SharedContent, links: SharedPageLinks): string {
  if (content.items.length === 0) return '<p>This folder is empty.</p>';
  const figures = content.items
    .map((image, index) => {
      const img = `<a href="${escapeHtml(image.displayUrl)}"><img src="${escapeHtml(image.thumbnailUrl)}" width="384" height="384" alt="Image ${index + 1} of ${escapeHtml(content.title)}"${index >= 8 ? ' loading="lazy"' : ''}></a>`;
      return `<figure>
${behindClickThrough(image, img)}
${actionsOf(image, links)}${settingsOf(image)}</figure>`;
    })
    .join('\n');
  const { nextPageUrl } = links;
  const more = nextPageUrl
    ? `<a class="more" href="${escapeHtml(nextPageUrl)}">More images</a>`
    : '';
  return `<div class="grid">\n${figures}\n</div>\n${more}`;
}

/** The shared page of a live link the viewer may see. */
export function sharedPageHtml(content: SharedContent, links: SharedPageLinks): string {
  const title = `${content.title} · ${PRODUCT_NAME}`;
  const text = description(content);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', text, 'name'),
    meta('og:type', 'website'),
    meta('og:site_name', PRODUCT_NAME),
    meta('og:title', content.title),
    meta('og:description', text),
    meta('og:url', links.pageUrl),
    meta('twitter:card', links.preview ? 'summary_large_image' : 'summary', 'name'),
    meta('twitter:title', content.title, 'name'),
    meta('twitter:description', text, 'name'),
  ];
  if (links.preview) {
    tags.push(
      meta('og:image', links.preview.url),
      meta('og:image:type', 'image/webp'),
      meta('og:image:width', String(links.preview.width)),
      meta('og:image:height', String(links.preview.height)),
      meta('og:image:alt', content.title),
      meta('twitter:image', links.preview.url, 'name'),
    );
  }
  const images =
    content.kind === 'folder'
      ? grid(content, links)
      : content.items[0]
        ? singleImage(content, content.items[0], links)
        : '';
  const body = `<h1>${escapeHtml(content.title)}</h1>
<p class="by">Shared by ${escapeHtml(content.ownerName)}</p>
${images}
<details class="report">
<summary>Report this page</summary>
${reportForm(links.reportAction)}
</details>`;
  return document(tags.join('\n'), body, links.homeUrl);
}

/** The report form: a reason from the fixed list and an optional note. */
function reportForm(action: string): string {
  const options = SHARE_REPORT_REASONS.map(
    (reason) =>
      `<option value="${reason}">${escapeHtml(SHARE_REPORT_REASON_LABELS[reason])}</option>`,
  ).join('');
  return `<form method="post" action="${escapeHtml(action)}">
<label for="reason">Reason</label>
<select id="reason" name="reason" required><option value="">Choose a reason</option>${options}</select>
<label for="note">Note (optional)</label>
<textarea id="note" name="note" rows="3" maxlength="${SHARE_REPORT_NOTE_MAX}"></textarea>
<button type="submit">Send report</button>
</form>`;
}

/** The answer to a report: thanks, or why it was not taken with the form to try again. */
export function reportPageHtml(
  pageUrl: string,
  reportAction: string,
  homeUrl: string,
  problem?: string,
): string {
  const title = problem ? 'Your report was not sent' : 'Thank you for your report';
  const body = problem
    ? `<h1>${title}</h1>
<p class="error" role="alert">${escapeHtml(problem)}</p>
${reportForm(reportAction)}`
    : `<h1>${title}</h1>
<p>The administrators will look at this page.</p>`;
  return document(
    `<title>${escapeHtml(`${title} · ${PRODUCT_NAME}`)}</title>`,
    `${body}
<p><a href="${escapeHtml(pageUrl)}">Back to the shared page</a></p>`,
    homeUrl,
  );
}

/** The password form of a live link with a password; `problem` says why it is shown again. */
export function passwordPageHtml(formAction: string, homeUrl: string, problem?: string): string {
  const head = [
    `<title>${escapeHtml(`A shared link · ${PRODUCT_NAME}`)}</title>`,
    meta('og:type', 'website'),
    meta('og:site_name', PRODUCT_NAME),
    meta('og:title', `A shared link on ${PRODUCT_NAME}`),
    meta('og:description', 'This shared link is protected by a password.'),
    meta('twitter:card', 'summary', 'name'),
  ].join('\n');
  const error = problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : '';
  const body = `<h1>This shared link needs a password</h1>
${error}
<form method="post" action="${escapeHtml(formAction)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" required maxlength="200" autocomplete="current-password" autofocus>
<button type="submit">Open</button>
</form>`;
  return document(head, body, homeUrl);
}

/** The one answer of an unknown, revoked or expired link. */
export function notFoundPageHtml(homeUrl: string): string {
  return document(`<title>${NOT_FOUND_TEXT}</title>`, `<h1>${NOT_FOUND_TEXT}</h1>`, homeUrl);
}
