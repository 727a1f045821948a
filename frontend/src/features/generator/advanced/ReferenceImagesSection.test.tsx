import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ReferenceImageGalleryDocument,
  type UploadImageInput,
} from '../../../graphql/generated/graphql';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import type { ReferenceImageChoice } from '../generationParameters';
import { uploadImageMock } from '../testing/generatorMocks';
import ReferenceImagesSection from './ReferenceImagesSection';

const UPLOADED = '5a1f0e1e-1111-4222-8333-444455556666';
const saved = (id: string, prompt: string) => ({
  __typename: 'Creation' as const,
  id,
  thumbnailUrl: `https://cdn.example/${id}.webp`,
  prompt,
});

const galleryMock: MockLink.MockedResponse = {
  request: { query: ReferenceImageGalleryDocument, variables: { first: 24 } },
  result: {
    data: {
      creations: {
        __typename: 'CreationPage',
        items: [saved('c1', 'a red barn'), saved('c2', 'a blue lake')],
      },
    },
  },
};
function renderSection(value: ReferenceImageChoice[] = [], most = 2) {
  const onChange = jest.fn();
  const uploads: UploadImageInput[] = [];
  renderWithProviders(<ReferenceImagesSection most={most} value={value} onChange={onChange} />, [
    galleryMock,
    uploadImageMock(UPLOADED, uploads),
  ]);
  return Object.assign(onChange, { uploads });
}

describe('ReferenceImagesSection', () => {
  it('adds a saved image from the gallery as creation:<id>, the prompt being the instruction', async () => {
    const onChange = renderSection();
    expect(screen.getByRole('group', { name: 'Reference images' })).toBeInTheDocument();
    expect(
      screen.getByText('Up to 2 images to edit: the prompt says what to change in them.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'From gallery' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a blue lake' }));
    expect(onChange).toHaveBeenCalledWith([
      { image: 'creation:c2', preview: 'https://cdn.example/c2.webp' },
    ]);
  });

  it('uploads a file once and sends its imageUUID', async () => {
    const onChange = renderSection();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Reference image file'), file);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([
        { image: UPLOADED, preview: `https://images.example/${UPLOADED}.png` },
      ]),
    );
    expect(onChange.uploads).toEqual([{ imageData: expect.stringMatching(/^data:image\/png/) }]);
  });

  it('offers no more than the architecture takes and removes one', async () => {
    const chosen = ['creation:c1', 'creation:c2'].map((image) => ({
      image,
      preview: `https://cdn.example/${image}.webp`,
    }));
    const onChange = renderSection(chosen);
    expect(screen.getAllByRole('img', { name: /Reference image/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Upload image/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /From gallery/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove reference image 1' }));
    expect(onChange).toHaveBeenCalledWith([chosen[1]]);
  });

  it('shows a placeholder for a saved image named by copied settings alone, and removes it', async () => {
    const onChange = renderSection([{ image: 'creation:c9', preview: null }]);
    const placeholder = screen.getByRole('img', { name: 'Reference image 1' });
    expect(placeholder).toHaveAttribute('title', 'creation:c9');
    expect(placeholder.tagName).not.toBe('IMG');
    await userEvent.click(screen.getByRole('button', { name: 'Remove reference image 1' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});
