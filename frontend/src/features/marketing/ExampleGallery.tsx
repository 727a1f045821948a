import examples from './landing-examples.json';
import './exampleGallery.css';
import './marketing.css';

/**
 * Example creations with the prompt and model that made each (rendered by
 * scripts/render-landing-examples.mjs). Sized up front and loaded lazily: below the fold, they
 * neither move the page nor delay its first paint.
 */
export function ExampleGallery() {
  return (
    <>
      <ul className="example-gallery">
        {examples.map((example) => (
          <li key={example.file}>
            <figure>
              <img
                src={`/examples/${example.file}`}
                alt={example.prompt}
                width={384}
                height={384}
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <span>{example.prompt}</span>
                <span className="marketing-secondary example-gallery-model">
                  {example.model} · seed {example.seed}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="marketing-secondary example-gallery-note">
        Rendered by the studio&apos;s built-in image simulator; with Runware, the model you pick
        paints your prompt.
      </p>
    </>
  );
}
