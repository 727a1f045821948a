import { Typography, theme } from 'antd';

// Checked against the server's signing (webhook-sender.ts): t=<unix seconds>,v1=<hex HMAC-SHA256
// of "<t>.<raw body>">. The lengths are compared first: timingSafeEqual throws on a mismatch.
export const VERIFY_SNIPPET = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  "const { t, v1 } = Object.fromEntries(signature.split(',').map((part) => part.split('=')));",
  "const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();",
  "const given = Buffer.from(v1 ?? '', 'hex');",
  'const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300; // refuse replays',
  'const valid = fresh && given.length === expected.length && timingSafeEqual(given, expected);',
].join('\n');

/** "How to verify": the headers each delivery carries, and the signature check in Node. */
export function VerifySignatureHelp() {
  const { token } = theme.useToken();
  const code = (text: string) => <Typography.Text code>{text}</Typography.Text>;
  return (
    <details style={{ marginBottom: token.marginMD }}>
      <summary style={{ cursor: 'pointer', color: token.colorLink }}>How to verify</summary>
      <div style={{ marginTop: token.marginXS }}>
        <Typography.Paragraph>
          Each request carries {code('PixelForge-Event')}, {code('PixelForge-Delivery')} (the
          delivery id) and {code('PixelForge-Signature: t=<unix seconds>,v1=<signature>')}, where
          the signature is the hex HMAC-SHA256 of {code('<t>.<raw body>')} under the secret. In
          Node, with {code('signature')} the header and {code('rawBody')} the body exactly as
          received:
        </Typography.Paragraph>
        <figure aria-label="Signature check in Node" style={{ margin: 0 }}>
          <pre
            style={{
              margin: 0,
              padding: token.paddingSM,
              overflowX: 'auto',
              fontFamily: token.fontFamilyCode,
              fontSize: token.fontSizeSM,
              background: token.colorFillTertiary,
              borderRadius: token.borderRadius,
            }}
          >
            <code>{VERIFY_SNIPPET}</code>
          </pre>
        </figure>
        <Typography.Paragraph type="secondary" style={{ marginTop: token.marginXS }}>
          Answer with a 2xx status. Anything else, a redirect or no answer included, is tried again
          with doubling waits, 8 attempts in all; a delivery may so arrive twice: its
          PixelForge-Delivery id tells.
        </Typography.Paragraph>
      </div>
    </details>
  );
}
