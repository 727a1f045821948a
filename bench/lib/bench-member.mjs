// A member as the page benchmarks need one: signed up, with an image generated and saved, and
// that image shared.
import { callJson } from './bench-kit.mjs';

/** A new member with one generated image saved, so the gallery has something to show. */
export async function memberWithASavedImage(baseUrl) {
  const graphql = async (query, variables, token) => {
    const { body } = await callJson(`${baseUrl}/graphql`, { body: { query, variables }, token });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const { register } = await graphql(
    'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
    {
      input: {
        name: 'Lighthouse Member',
        email: `lighthouse.${Date.now()}@example.com`,
        password: 'lighthouse-secret',
      },
    },
  );
  const { generateImages } = await graphql(
    `
      mutation ($input: GenerateImagesInput!) {
        generateImages(input: $input) {
          generationId
          images {
            imageURL
          }
        }
      }
    `,
    {
      input: {
        prompt: 'a lighthouse at dusk',
        model: 'rundiffusion:130@100',
        width: 512,
        height: 512,
        format: 'jpeg',
        imageCount: 1,
        steps: 4,
      },
    },
    register.token,
  );
  const { saveCreation } = await graphql(
    'mutation ($input: SaveCreationInput!) { saveCreation(input: $input) { id } }',
    {
      input: {
        imageUrl: generateImages.images[0].imageURL,
        generationId: generateImages.generationId,
        prompt: 'a lighthouse at dusk',
        modelId: 'rundiffusion:130@100',
      },
    },
    register.token,
  );
  return { token: register.token, creationId: saveCreation.id };
}

/** A share link to the creation, its prompt and download shown; answers the link's slug. */
export async function shareOf(baseUrl, token, creationId) {
  const { status, body } = await callJson(`${baseUrl}/api/shares`, {
    body: { creationId, showPrompt: true, allowDownload: true },
    token,
  });
  if (status !== 201) throw new Error(`share: ${status} ${JSON.stringify(body)}`);
  return body.slug;
}
