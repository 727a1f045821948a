import { Typography, theme } from 'antd';
import examples from './landing-examples.json';
import './exampleGallery.css';

/**
 * Example creations with the prompt and model that made each (rendered by
 * scripts/render-landing-examples.mjs). Sized up front and loaded lazily: below the fold, they
 * neither move the page nor delay its first paint.
 */
export function ExampleGallery() {
  const { token } = theme.useToken();
  return (
    <>
      <ul className="example-gallery">
        {examples.map((example) => (
          <li key={example.file}>
            <figure
              style={{
                background: token.colorBgContainer,
                borderRadius: token.borderRadiusLG,
                border: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <img
                src={`/examples/${example.file}`}
                alt={example.prompt}
                width={384}
                height={384}
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <Typography.Text>{example.prompt}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {example.model} · seed {example.seed}
                </Typography.Text>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, textAlign: 'center' }}>
        Rendered by the studio&apos;s built-in image simulator; with Runware, the model you pick
        paints your prompt.
      </Typography.Paragraph>
    </>
  );
}
