import { writeAuthToken } from './authToken';
import { SERVER_UNREACHABLE_MESSAGE } from './errorMessage';
import { attachmentName, postForFile } from './postForFile';

describe('postForFile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('posts JSON with the bearer token and names the file as the server does', async () => {
    writeAuthToken('secret-token');
    const fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(
      new Response('zip bytes', {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="creations-2026-01-15.zip"',
        },
      }),
    );

    const file = await postForFile('/api/creations/download', {
      body: { ids: ['c1', 'c2'] },
      fallbackName: 'creations.zip',
    });

    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/creations/download',
      expect.objectContaining({
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer secret-token' },
        body: JSON.stringify({ ids: ['c1', 'c2'] }),
      }),
    );
    expect(file.fileName).toBe('creations-2026-01-15.zip');
    expect(await file.blob.text()).toBe('zip bytes');
  });

  it("throws the server's message on a refusal, else the status", async () => {
    jest
      .spyOn(window, 'fetch')
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'Creation c9 not found', code: 'NOT_FOUND' }), {
          status: 404,
          statusText: 'Not Found',
        }),
      )
      .mockResolvedValueOnce(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    const post = () => postForFile('/api/x', { body: {}, fallbackName: 'x.zip' });

    await expect(post()).rejects.toThrow('Creation c9 not found');
    await expect(post()).rejects.toThrow('502 Bad Gateway');
  });

  it('says the server could not be reached when no answer came', async () => {
    jest.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(postForFile('/api/x', { body: {}, fallbackName: 'x.zip' })).rejects.toThrow(
      SERVER_UNREACHABLE_MESSAGE,
    );
  });

  it('reads plain and encoded attachment names', () => {
    expect(attachmentName('attachment; filename="a b.zip"')).toBe('a b.zip');
    expect(attachmentName('attachment; filename=a.zip')).toBe('a.zip');
    expect(attachmentName("attachment; filename*=UTF-8''bilder%20%C3%A5.zip")).toBe('bilder å.zip');
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
