import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';

const MODEL = 'rundiffusion:130@100';

const SAVE = `mutation($input: SaveCreationInput!) {
  saveCreation(input: $input) { id sourceImageId folder { id name } }
}`;
const SAVED_COPIES = `query($imageUrls: [String!]!) {
  savedCopies(imageUrls: $imageUrls) { id sourceImageId folder { name } }
}`;

/** How many files the user has in storage (images and thumbnails). */
function storedFilesOf(root: string, userId: string): number {
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) =>
      entry.isFile() && !entry.name.endsWith('.content-type') && entry.parentPath.includes(userId),
  ).length;
}

/** The same generated image saved twice into one folder is kept once, however the saves come. */
describe('saving a generated image is idempotent per folder', () => {
  const suite = sessionForSuite(() => startAppWithSimulator());

  async function generatedImageUrls(token: string, imageCount = 1): Promise<string[]> {
    const answer = await suite.api.graphql<{ generateImages: { images: { imageURL: string }[] } }>(
      `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { images { imageURL } } }`,
      {
        input: {
          prompt: 'a red fox in the snow',
          model: MODEL,
          width: 512,
          height: 512,
          format: 'jpeg',
          imageCount,
          steps: 4,
        },
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.generateImages.images.map((image) => image.imageURL);
  }

  const rowsOf = async (userId: string) =>
    (
      await suite.db.query(`SELECT count(*)::int AS n FROM creations WHERE user_id = $1`, [userId])
    )[0].n as number;

  const saveInput = (imageUrl: string, folderName: string) => ({
    imageUrl,
    folderName,
    prompt: 'a red fox in the snow',
    modelId: MODEL,
  });

  it('answers ALREADY_SAVED the second time, on GraphQL and REST, and stores nothing new', async () => {
    const { token, user } = await suite.api.register();
    const [imageUrl] = await generatedImageUrls(token);
    const first = await suite.api.graphql<{
      saveCreation: { id: string; sourceImageId: string; folder: { id: string; name: string } };
    }>(SAVE, { input: saveInput(imageUrl, 'Foxes') }, token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveCreation).toMatchObject({
      sourceImageId: imageUrl,
      folder: { name: 'Foxes' },
    });
    const files = storedFilesOf(suite.app.config.STORAGE_LOCAL_DIR, user.id);
    expect(files).toBe(2);

    const again = await suite.api.graphql(SAVE, { input: saveInput(imageUrl, 'Foxes') }, token);
    expect(again.errors?.[0]).toMatchObject({
      message: 'This image is already saved in Foxes',
      extensions: {
        code: 'ALREADY_SAVED',
        creationId: first.data!.saveCreation.id,
        folderName: 'Foxes',
      },
    });
    // By folder id too, and the folder named in another case is the same folder.
    const byId = await suite.api.graphql(
      SAVE,
      {
        input: {
          ...saveInput(imageUrl, 'x'),
          folderName: undefined,
          folderId: first.data!.saveCreation.folder.id,
        },
      },
      token,
    );
    expect(byId.errors?.[0].extensions?.code).toBe('ALREADY_SAVED');
    const rest = await suite.api
      .post(
        '/api/save-image',
        { imageUrl, prompt: 'a red fox in the snow', model_id: MODEL, folder: 'foxes' },
        token,
      )
      .expect(409);
    expect(rest.body).toMatchObject({
      code: 'ALREADY_SAVED',
      message: 'This image is already saved in Foxes',
    });
    expect(await rowsOf(user.id)).toBe(1);
    expect(storedFilesOf(suite.app.config.STORAGE_LOCAL_DIR, user.id)).toBe(files);

    // Another folder may hold it as well; savedCopies tells where it is.
    const elsewhere = await suite.api.graphql(
      SAVE,
      { input: saveInput(imageUrl, 'Winter') },
      token,
    );
    expect(elsewhere.errors).toBeUndefined();
    const copies = await suite.api.graphql<{
      savedCopies: { sourceImageId: string; folder: { name: string } }[];
    }>(SAVED_COPIES, { imageUrls: [imageUrl, 'https://im.runware.ai/never-saved.png'] }, token);
    expect(copies.errors).toBeUndefined();
    expect(copies.data!.savedCopies.map((copy) => copy.folder.name)).toEqual(['Foxes', 'Winter']);
    const restCopies = await suite.api
      .post('/api/creations/saved-copies', { imageUrls: [imageUrl] }, token)
      .expect(200);
    expect(
      (restCopies.body as { folder: string; source_image_id: string }[]).map((copy) => [
        copy.folder,
        copy.source_image_id,
      ]),
    ).toEqual([
      ['Foxes', imageUrl],
      ['Winter', imageUrl],
    ]);
    // Another user's copies are not the caller's.
    const other = await suite.api.register();
    const none = await suite.api.graphql<{ savedCopies: unknown[] }>(
      SAVED_COPIES,
      { imageUrls: [imageUrl] },
      other.token,
    );
    expect(none.data!.savedCopies).toEqual([]);
    const bad = await suite.api
      .post('/api/creations/saved-copies', { imageUrls: 'nope' }, token)
      .expect(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
  });

  it('knows an image sent as data by its bytes: the same bytes twice in a folder are saved once', async () => {
    const { token, user } = await suite.api.register();
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const imageData = `data:image/png;base64,${png.toString('base64')}`;
    const save = (folder: string, data = imageData) =>
      suite.api.post(
        '/api/save-image',
        { imageData: data, prompt: 'a red square', model_id: MODEL, folder },
        token,
      );
    const first = await save('Squares').expect(201);
    expect(first.body.source_image_id).toMatch(/^sha256:[0-9a-f]{64}$/);
    // The same bytes, however they are wrapped (line breaks in the base64), are the same image.
    const wrapped = imageData.replace(/(.{76})/g, '$1\n');
    const again = await save('Squares', wrapped).expect(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_SAVED' });
    await save('Elsewhere').expect(201);
    expect(await rowsOf(user.id)).toBe(2);
  });

  it('keeps one row and one set of files when two saves of the same image race', async () => {
    const { token, user } = await suite.api.register();
    const [imageUrl] = await generatedImageUrls(token);
    // The folder exists, so both saves pass the first check and meet at the unique index.
    await suite.api.graphql(`mutation { createFolder(name: "Race") { id } }`, {}, token);
    const answers = await Promise.all(
      Array.from({ length: 2 }, () =>
        suite.api.graphql<{ saveCreation: { id: string } }>(
          SAVE,
          { input: saveInput(imageUrl, 'Race') },
          token,
        ),
      ),
    );
    const saved = answers.filter((answer) => answer.data?.saveCreation);
    const refused = answers.filter(
      (answer) => answer.errors?.[0].extensions?.code === 'ALREADY_SAVED',
    );
    expect([saved.length, refused.length]).toEqual([1, 1]);
    expect(await rowsOf(user.id)).toBe(1);
    expect(storedFilesOf(suite.app.config.STORAGE_LOCAL_DIR, user.id)).toBe(2);
  });

  it('holds the rule in the database: a second row of the same image in a folder is refused', async () => {
    const { token, user } = await suite.api.register();
    const [imageUrl] = await generatedImageUrls(token);
    const first = await suite.api.graphql<{ saveCreation: { id: string; folder: { id: string } } }>(
      SAVE,
      { input: saveInput(imageUrl, 'Direct') },
      token,
    );
    expect(first.errors).toBeUndefined();
    await expect(
      suite.db.query(
        `INSERT INTO creations (id, user_id, folder_id, image_key, thumbnail_key, byte_size, prompt, model_id,
           width, height, format, parameters, source_image_id)
         SELECT gen_random_uuid(), user_id, folder_id, image_key || '-copy', thumbnail_key || '-copy', byte_size,
           prompt, model_id, width, height, format, parameters, source_image_id
         FROM creations WHERE id = $1`,
        [first.data!.saveCreation.id],
      ),
    ).rejects.toThrow(/creations_user_source_folder_unique/);
    expect(await rowsOf(user.id)).toBe(1);
  });
});
