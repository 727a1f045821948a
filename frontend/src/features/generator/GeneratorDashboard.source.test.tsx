import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type {
  GeneratorDescribeImageMutationVariables,
  GeneratorUploadImageMutationVariables,
} from '../../graphql/generated/graphql';
import {
  dashboardMocks,
  describeImageMock,
  generateImagesMock,
  type SentGenerations,
  uploadImageMock,
} from './testing/generatorMocks';
import { testUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import type { MockLink } from '@apollo/client/testing';
import type { createElement as CreateElement } from 'react';
import { chooseImageTool } from './testing/imageTools';

// Image to image and inpainting: the source image (an upload, a saved image handed over by the
// gallery), its mask and strength, and "Describe image" on it.

interface MaskEditorProps {
  imageUrl: string;
  width: number;
  height: number;
  value: string | null;
  onChange: (mask: string | null) => void;
  open: boolean;
  onClose: () => void;
}

const PAINTED_MASK = 'data:image/png;base64,TUFTSw==';
const mockMaskEditorProps: MaskEditorProps[] = [];

// The mask editor has its own tests; here it stands in with its interface and an Apply button.
jest.mock('./mask', () => {
  const { createElement } = jest.requireActual<{ createElement: typeof CreateElement }>('react');
  return {
    MaskEditor: (props: MaskEditorProps) => {
      mockMaskEditorProps.push(props);
      if (!props.open) return null;
      return createElement(
        'div',
        { role: 'dialog', 'aria-label': 'Paint mask' },
        createElement(
          'button',
          {
            type: 'button',
            onClick: () => {
              props.onChange('data:image/png;base64,TUFTSw==');
              props.onClose();
            },
          },
          'Apply test mask',
        ),
      );
    },
  };
});

type Uploads = GeneratorUploadImageMutationVariables['input'][];

function renderDashboard(mocks: MockLink.MockedResponse[], path = '/dashboard') {
  return renderApp(path, { user: testUser({ creditBalance: 42.5 }), mocks });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });
const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });
const sourcePanel = () => screen.getByRole('region', { name: 'Source image' });
const generate = () => userEvent.click(screen.getByRole('button', { name: /^Generate/ }));

async function modelsLoaded() {
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
}

function pngFile(name = 'fox.png', type = 'image/png', bytes?: number): File {
  const file = new File(['png-bytes'], name, { type });
  if (bytes !== undefined) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** The thumbnail loaded: jsdom decodes nothing, so the natural size is given. */
function thumbnailLoaded(width: number, height: number) {
  const thumbnail = within(sourcePanel()).getByRole('img', { name: 'Source image' });
  Object.defineProperty(thumbnail, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(thumbnail, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(thumbnail);
}

async function uploadSource(file = pngFile()) {
  await userEvent.upload(screen.getByLabelText('Source image file'), file);
  return within(sourcePanel()).findByRole('img', { name: 'Source image' });
}

beforeEach(() => {
  mockMaskEditorProps.length = 0;
});

describe('Dashboard: source image (image to image)', () => {
  it('uploads a chosen image once and starts every generation from it, at the strength set', async () => {
    const sent: SentGenerations = [];
    const uploads: Uploads = [];
    renderDashboard([
      ...dashboardMocks(),
      uploadImageMock('uuid-upload', uploads),
      ...generateImagesMock({ images: 1 }, sent),
      ...generateImagesMock({ images: 1 }, sent),
    ]);
    await modelsLoaded();
    expect(within(sourcePanel()).queryByRole('slider', { name: 'Strength' })).toBeNull();

    const thumbnail = await uploadSource();

    expect(thumbnail).toHaveAttribute('src', 'data:image/png;base64,cG5nLWJ5dGVz');
    expect(uploads).toEqual([{ imageData: 'data:image/png;base64,cG5nLWJ5dGVz' }]);
    const strength = within(sourcePanel()).getByRole('spinbutton', { name: 'Strength' });
    expect(strength).toHaveValue('0.80');
    thumbnailLoaded(640, 480);
    expect(within(sourcePanel()).getByText('Uploaded image · 640 × 480')).toBeInTheDocument();

    await userEvent.type(prompt(), 'a fox');
    await generate();
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    await userEvent.clear(strength);
    await userEvent.type(strength, '0.35');
    await userEvent.tab();
    await generate();

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ seedImage: 'uuid-upload', strength: 0.8 });
    expect(sent[0]).not.toHaveProperty('maskImage');
    expect(sent[1]).toMatchObject({ seedImage: 'uuid-upload', strength: 0.35 });
    // Sent once: the second generation named the upload by its imageUUID.
    expect(uploads).toHaveLength(1);
  });

  it('takes an image dropped on the panel', async () => {
    const uploads: Uploads = [];
    renderDashboard([...dashboardMocks(), uploadImageMock('uuid-dropped', uploads)]);
    await modelsLoaded();

    fireEvent.drop(within(sourcePanel()).getByRole('button', { name: /Upload image/ }), {
      dataTransfer: { files: [pngFile('drop.webp', 'image/webp')], types: ['Files'] },
    });

    expect(await within(sourcePanel()).findByRole('img', { name: 'Source image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/webp;base64,/),
    );
    expect(uploads).toHaveLength(1);
  });

  it.each([
    [
      'a GIF',
      pngFile('cat.gif', 'image/gif'),
      'Unsupported image type',
      'Choose a PNG, JPEG or WEBP image.',
    ],
    [
      'an image over 20 MB',
      pngFile('huge.png', 'image/png', 20 * 1024 * 1024 + 1),
      'Image too large',
      'The source image can be at most 20 MB.',
    ],
  ])('refuses %s before uploading anything', async (_case, file, title, reason) => {
    const uploads: Uploads = [];
    renderDashboard([...dashboardMocks(), uploadImageMock('uuid-never', uploads)]);
    await modelsLoaded();

    fireEvent.drop(within(sourcePanel()).getByRole('button', { name: /Upload image/ }), {
      dataTransfer: { files: [file], types: ['Files'] },
    });

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(within(sourcePanel()).queryByRole('img', { name: 'Source image' })).toBeNull();
  });

  it("says why an upload failed, in the server's words", async () => {
    renderDashboard([
      ...dashboardMocks(),
      uploadImageMock(
        new GraphQLError('imageData is not a PNG, JPEG or WebP image', {
          extensions: { code: 'BAD_USER_INPUT', field: 'imageData' },
        }),
      ),
    ]);
    await modelsLoaded();

    await userEvent.upload(screen.getByLabelText('Source image file'), pngFile());

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('imageData is not a PNG, JPEG or WebP image')).toBeInTheDocument();
    expect(within(sourcePanel()).getByRole('button', { name: /Upload image/ })).toBeEnabled();
  });

  it('removes the source: generations are text to image again', async () => {
    const sent: SentGenerations = [];
    renderDashboard([
      ...dashboardMocks(),
      uploadImageMock('uuid-upload'),
      ...generateImagesMock({ images: 1 }, sent),
    ]);
    await modelsLoaded();
    await uploadSource();

    await userEvent.click(within(sourcePanel()).getByRole('button', { name: 'Remove' }));
    await userEvent.type(prompt(), 'a fox');
    await generate();

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('seedImage');
    expect(sent[0]).not.toHaveProperty('strength');
    expect(within(sourcePanel()).getByRole('button', { name: /Upload image/ })).toBeInTheDocument();
  });
});

describe('Dashboard: a flagged result as the source', () => {
  it('keeps it blurred in the source panel until shown on request', async () => {
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1, nsfw: [true] })]);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');
    await generate();
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();

    const result = screen.getByRole('figure', { name: 'Generated image 1' });
    await chooseImageTool(result, 'Use as source');

    const thumbnail = await within(sourcePanel()).findByRole('img', { name: 'Source image' });
    expect(thumbnail).toHaveClass('generator-source-sensitive');
    await userEvent.click(
      within(sourcePanel()).getByRole('button', { name: 'Show sensitive source image' }),
    );
    expect(thumbnail).not.toHaveClass('generator-source-sensitive');
    expect(
      within(sourcePanel()).queryByRole('button', { name: 'Show sensitive source image' }),
    ).toBeNull();
  });
});

describe('Dashboard: a saved image handed over by the gallery', () => {
  it('reads ?source=creation:<id> with its preview, sends it as is and clears the address', async () => {
    const sent: SentGenerations = [];
    const { router } = renderDashboard(
      [...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent)],
      '/dashboard?source=creation:42&preview=https%3A%2F%2Ffiles.example%2Fthumb.webp',
    );
    await modelsLoaded();

    const thumbnail = await within(sourcePanel()).findByRole('img', { name: 'Source image' });
    expect(thumbnail).toHaveAttribute('src', 'https://files.example/thumb.webp');
    expect(within(sourcePanel()).getByText('Saved image')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await userEvent.type(prompt(), 'a fox');
    await generate();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ seedImage: 'creation:42', strength: 0.8 });
  });

  it('shows a placeholder without a preview, where no mask can be painted', async () => {
    renderDashboard(dashboardMocks(), '/dashboard?source=creation:42');
    await modelsLoaded();

    expect(
      await within(sourcePanel()).findByRole('img', { name: 'Saved image' }),
    ).toBeInTheDocument();
    const paint = within(sourcePanel()).getByRole('button', { name: /Paint mask/ });
    expect(paint).toBeDisabled();
    const reason =
      'A mask is painted over the image itself, and this saved image came without one.';
    expect(paint).toHaveAccessibleDescription(reason);
    await userEvent.hover(paint.parentElement ?? paint);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it('ignores a source that is not a saved image', async () => {
    renderDashboard(dashboardMocks(), '/dashboard?source=https://elsewhere.example/x.png');
    await modelsLoaded();

    expect(within(sourcePanel()).getByRole('button', { name: /Upload image/ })).toBeInTheDocument();
  });
});

describe('Dashboard: inpainting', () => {
  it('paints a mask over the source, uploads it once and sends it as maskImage', async () => {
    const sent: SentGenerations = [];
    const uploads: Uploads = [];
    renderDashboard([
      ...dashboardMocks(),
      uploadImageMock('uuid-upload', uploads),
      uploadImageMock('uuid-mask', uploads),
      ...generateImagesMock({ images: 1 }, sent),
      ...generateImagesMock({ images: 1 }, sent),
    ]);
    await modelsLoaded();
    await uploadSource();
    const paintButton = () => within(sourcePanel()).getByRole('button', { name: /Paint mask/ });
    // The natural size is known once the image has loaded.
    expect(paintButton()).toBeDisabled();
    thumbnailLoaded(640, 480);
    const paint = paintButton();
    expect(paint).toBeEnabled();

    await userEvent.click(paint);
    const editor = await screen.findByRole('dialog', { name: 'Paint mask' });
    expect(mockMaskEditorProps.at(-1)).toMatchObject({
      imageUrl: 'data:image/png;base64,cG5nLWJ5dGVz',
      width: 640,
      height: 480,
      value: null,
      open: true,
    });
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply test mask' }));

    expect(await within(sourcePanel()).findByText('Mask painted')).toBeInTheDocument();
    expect(within(sourcePanel()).getByRole('img', { name: 'Painted mask' })).toHaveAttribute(
      'src',
      PAINTED_MASK,
    );
    expect(uploads.at(-1)).toEqual({ imageData: PAINTED_MASK });
    // Opened again, the editor starts from the painted mask.
    await userEvent.click(paint);
    await waitFor(() => expect(mockMaskEditorProps.at(-1)).toMatchObject({ open: true }));
    expect(mockMaskEditorProps.at(-1)?.value).toBe(PAINTED_MASK);
    act(() => mockMaskEditorProps.at(-1)?.onClose());

    await userEvent.type(prompt(), 'a fox');
    await generate();
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    await userEvent.click(within(sourcePanel()).getByRole('button', { name: 'Remove mask' }));
    expect(within(sourcePanel()).queryByText('Mask painted')).toBeNull();
    await generate();

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ seedImage: 'uuid-upload', maskImage: 'uuid-mask' });
    expect(sent[1]).toMatchObject({ seedImage: 'uuid-upload' });
    expect(sent[1]).not.toHaveProperty('maskImage');
    expect(uploads).toHaveLength(2);
  });

  it('drops the mask with its source', async () => {
    renderDashboard([
      ...dashboardMocks(),
      uploadImageMock('uuid-upload'),
      uploadImageMock('uuid-mask'),
      uploadImageMock('uuid-other'),
    ]);
    await modelsLoaded();
    await uploadSource();
    thumbnailLoaded(640, 480);
    await userEvent.click(within(sourcePanel()).getByRole('button', { name: /Paint mask/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply test mask' }));
    expect(await within(sourcePanel()).findByText('Mask painted')).toBeInTheDocument();

    await userEvent.click(within(sourcePanel()).getByRole('button', { name: 'Remove' }));
    await uploadSource(pngFile('other.png'));

    expect(within(sourcePanel()).queryByText('Mask painted')).toBeNull();
  });
});

describe('Dashboard: describe the source image', () => {
  it('fills an empty prompt with the description and says what it cost', async () => {
    const described: GeneratorDescribeImageMutationVariables['input'][] = [];
    renderDashboard(
      [...dashboardMocks(), describeImageMock('a red fox in fresh snow', described)],
      '/dashboard?source=creation:42',
    );
    await modelsLoaded();

    await userEvent.click(
      await within(sourcePanel()).findByRole('button', { name: /Describe image/ }),
    );

    await waitFor(() => expect(prompt()).toHaveValue('a red fox in fresh snow'));
    expect(described).toEqual([{ image: 'creation:42' }]);
    expect(await screen.findByText('Image described')).toBeInTheDocument();
    expect(screen.getByText('0.02 credits charged.')).toBeInTheDocument();
  });

  it('asks before replacing a prompt already written', async () => {
    renderDashboard(
      [
        ...dashboardMocks(),
        describeImageMock('a red fox in fresh snow'),
        describeImageMock('a grey wolf'),
      ],
      '/dashboard?source=creation:42',
    );
    await modelsLoaded();
    await userEvent.type(prompt(), 'my own words');
    const describe = await within(sourcePanel()).findByRole('button', { name: /Describe image/ });

    await userEvent.click(describe);
    let dialog = await screen.findByRole('dialog', { name: 'Replace the prompt?' });
    expect(within(dialog).getByText('my own words')).toBeInTheDocument();
    expect(within(dialog).getByText('a red fox in fresh snow')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep current prompt' }));
    expect(prompt()).toHaveValue('my own words');

    await userEvent.click(describe);
    dialog = await screen.findByRole('dialog', { name: 'Replace the prompt?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace prompt' }));
    expect(prompt()).toHaveValue('a grey wolf');
  });
});
