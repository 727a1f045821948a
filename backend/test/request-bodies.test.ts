import request from 'supertest';
import { shapeProblem } from '../src/common/http/request-bodies.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Nested arrays `depth` levels deep: `[[[...]]]`. */
const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

describe('request bodies are judged before any route work', () => {
  let app: TestApp;
  let server: ReturnType<TestApp['app']['getHttpServer']>;

  beforeAll(async () => {
    // A 1 MiB image cap, so the image routes' limit is quick to exceed.
    // The api role: no worker, so no sweep of another test's unfinished generations (the database
    // is shared) logs a provider refusal among the lines checked here.
    app = await startTestApp({ APP_ROLE: 'api', SAVE_IMAGE_MAX_BYTES: String(1024 * 1024) });
    server = app.app.getHttpServer();
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (path: string) => request(server).post(path).set('content-type', 'application/json');

  it('refuses a general JSON body over 100 KB with 413 in the REST error shape', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(120 * 1024) });
    const answer = await post('/api/auth/login').send(body);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: 'The request body is larger than 100 KB',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('drains a 24 MB body on a general route without parsing it while the server keeps answering', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', junk: 'x'.repeat(24 * 1024 * 1024) });
    const [refused, live] = await Promise.all([
      post('/api/auth/login').send(huge),
      request(server).get('/health/live'),
    ]);
    expect(refused.status).toBe(413);
    expect(live.status).toBe(200);
  });

  it('gives the image routes the image cap, and GraphQL its refusal in the GraphQL shape', async () => {
    const image = 'A'.repeat(600 * 1024);
    // Parsed (the route then asks for a sign-in), where a general route would answer 413.
    const save = await post('/api/save-image').send(JSON.stringify({ imageData: image }));
    expect(save.status).toBe(401);
    const tooLarge = await post('/graphql').send(
      JSON.stringify({ query: '{ architectures { id } }', variables: { image: image.repeat(3) } }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^The request body is larger than \d+ KB$/),
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it.each([
    ['/api/upload-image', 'imageData'],
    ['/api/upscale', 'image'],
    ['/api/remove-background', 'image'],
    ['/api/describe-image', 'image'],
  ])(
    'gives the creator tool %s the image cap, and names %s when its body is over it',
    async (path, field) => {
      const image = `data:image/png;base64,${'A'.repeat(600 * 1024)}`;
      // Parsed (the route then asks for a sign-in), where a general route would answer 413.
      const parsed = await post(path).send(JSON.stringify({ [field]: image, upscaleFactor: 2 }));
      expect(parsed.status).toBe(401);
      const tooLarge = await post(path).send(JSON.stringify({ [field]: image.repeat(3) }));
      expect(tooLarge.status).toBe(413);
      // The REST error shape of generate's refusals: `{ message, code }` and the field.
      expect(tooLarge.body).toEqual({
        message: expect.stringMatching(
          new RegExp(`^The request body is larger than \\d+ KB: ${field} is too large$`),
        ),
        code: 'PAYLOAD_TOO_LARGE',
        field,
      });
    },
  );

  it('refuses deep, sprawling, malformed and non-JSON bodies with 4xx and no error log', async () => {
    const deep = await post('/api/auth/login').send(JSON.stringify({ email: nested(200) }));
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe('The request body is nested deeper than 32 levels');

    const sprawling = { email: 'a@example.com', password: Array<number>(12_000).fill(1) };
    const wide = await post('/api/auth/login').send(JSON.stringify(sprawling));
    expect(wide.status).toBe(400);
    expect(wide.body.message).toBe('The request body is made of more than 10000 values');

    const malformed = await post('/api/auth/login').send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      message: 'The request body is not valid JSON',
      code: 'BAD_USER_INPUT',
    });

    const text = await request(server)
      .post('/api/folders')
      .set('content-type', 'text/plain')
      .send('name=Holiday');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Send the body as JSON (Content-Type: application/json)');

    expect(app.logs.join('')).not.toMatch(/"level":50|Internal server error/);
  });

  it('walks a body without recursion and lets ordinary ones through', () => {
    expect(shapeProblem(nested(31))).toBeNull();
    expect(shapeProblem(nested(33))).toBe('nested deeper than 32 levels');
    expect(shapeProblem(nested(100_000))).toBe('nested deeper than 32 levels');
    expect(shapeProblem({ prompt: 'a fox', loras: [{ model: 'x:1@1', weight: 1 }] })).toBeNull();
    expect(shapeProblem(undefined)).toBeNull();
  });
});
