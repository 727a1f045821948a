export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A message in the product's one layout: a heading, paragraphs, an optional button, a footnote. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button: why the reader got this, what to do if it was not them. */
  footnote?: string;
  /** Label/value rows, e.g. a receipt's lines. */
  facts?: [string, string][];
}

const PRODUCT = 'PixelForge Studio';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Plain text and HTML of the same content; every interpolated value is escaped in the HTML. */
export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText({ heading, paragraphs, action, footnote, facts }: MailContent): string {
  const lines = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (facts) lines.push(...facts.map(([label, value]) => `${label}: ${value}`), '');
  if (action) lines.push(`${action.label}: ${action.url}`, '');
  if (footnote) lines.push(footnote, '');
  lines.push(`— ${PRODUCT}`);
  return lines.join('\n');
}

function renderHtml({ heading, paragraphs, action, footnote, facts }: MailContent): string {
  const text =
    'color:#1f2937;font:15px/1.6 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';
  const body = [
    `<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`),
  ];
  if (facts)
    body.push(
      `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${escapeHtml(label)}</td>` +
            `<td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
    );
  if (action)
    body.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#6d28d9;` +
        `color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">` +
        `${escapeHtml(action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this address: ` +
        `<a href="${escapeHtml(action.url)}" style="color:#6d28d9">${escapeHtml(action.url)}</a></p>`,
    );
  if (footnote)
    body.push(
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(footnote)}</p>`,
    );
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>` +
    `<body style="margin:0;background:#f3f4f6"><div style="max-width:560px;margin:0 auto;padding:32px 16px">` +
    `<div style="background:#ffffff;border-radius:12px;padding:32px;${text}">${body.join('')}</div>` +
    `<p style="text-align:center;font:12px sans-serif;color:#9ca3af">${PRODUCT}</p></div></body></html>`
  );
}
