import { CloseOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Empty, Flex, Modal, Spin, theme, Typography } from 'antd';
import { useRef, useState } from 'react';
import {
  GeneratorUploadImageDocument,
  ReferenceImageGalleryDocument,
} from '../../../graphql/generated/graphql';
import { readFileAsDataUrl } from '../../../lib/readFileAsDataUrl';
import { useToast } from '../../../lib/useToast';
import type { ReferenceImageChoice } from '../generationParameters';
import { HiddenFileInput } from '../HiddenFileInput';

export interface ReferenceImagesSectionProps {
  /** The architecture's maxReferenceImages: no more are offered. */
  most: number;
  value: ReferenceImageChoice[];
  onChange: (referenceImages: ReferenceImageChoice[]) => void;
}

// The server accepts inline images up to about 15 MB of text; uploads are kept smaller.
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** How many of the newest saved images the gallery choice shows. */
const GALLERY_CHOICES = 24;
const THUMBNAIL = 56;

/**
 * Advanced Settings' "Reference images" where the architecture edits images by instruction
 * (FLUX.1 Kontext): up to its count, each uploaded once (then named by its imageUUID) or one of
 * the user's saved images (creation:<id>, which outlives the visit). The prompt says what to
 * change in them. Loaded on its own only when a model that takes them is chosen.
 */
export default function ReferenceImagesSection({
  most,
  value,
  onChange,
}: ReferenceImagesSectionProps) {
  const client = useApolloClient();
  const toast = useToast();
  const { token } = theme.useToken();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const shown = value.slice(0, most);
  const room = shown.length < most;

  const add = (choice: ReferenceImageChoice) => onChange([...shown, choice].slice(0, most));

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/') || file.size > MAX_UPLOAD_BYTES) {
      toast({
        variant: 'error',
        title: 'Image not added',
        description: 'Choose an image file of at most 10 MB.',
      });
      return;
    }
    setUploading(true);
    try {
      const imageData = await readFileAsDataUrl(file);
      const { data } = await client.mutate({
        mutation: GeneratorUploadImageDocument,
        variables: { input: { imageData } },
      });
      if (!data) throw new Error('The image could not be uploaded.');
      // The file itself shows when the provider gives no URL for it.
      add({ image: data.uploadImage.imageUUID, preview: data.uploadImage.imageURL ?? imageData });
    } catch (error) {
      toast({ variant: 'error', title: 'Upload failed', description: String(error) });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={8} role="group" aria-labelledby="generator-reference-images">
      <Typography.Text strong id="generator-reference-images">
        Reference images
      </Typography.Text>
      <Typography.Text type="secondary">
        {`Up to ${most} images to edit: the prompt says what to change in them.`}
      </Typography.Text>
      {shown.length > 0 && (
        <Flex gap={8} wrap>
          {shown.map((choice, index) => (
            <Flex key={`${choice.image}-${index}`} vertical align="center" gap={4}>
              {choice.preview ? (
                <img
                  src={choice.preview}
                  alt={`Reference image ${index + 1}`}
                  width={THUMBNAIL}
                  height={THUMBNAIL}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              ) : (
                // Named by copied settings alone: the saved image is sent, nothing to show here.
                <Flex
                  role="img"
                  aria-label={`Reference image ${index + 1}`}
                  title={choice.image}
                  align="center"
                  justify="center"
                  style={{
                    width: THUMBNAIL,
                    height: THUMBNAIL,
                    borderRadius: 4,
                    background: token.colorFillSecondary,
                  }}
                >
                  <PictureOutlined aria-hidden />
                </Flex>
              )}
              <Button
                size="small"
                icon={<CloseOutlined aria-hidden />}
                aria-label={`Remove reference image ${index + 1}`}
                onClick={() => onChange(shown.filter((_, at) => at !== index))}
              />
            </Flex>
          ))}
        </Flex>
      )}
      <HiddenFileInput
        ref={fileInput}
        accept="image/*"
        label="Reference image file"
        onFile={(file) => void upload(file)}
      />
      <Flex gap={8} wrap>
        <Button
          icon={<UploadOutlined aria-hidden />}
          disabled={!room}
          loading={uploading}
          onClick={() => fileInput.current?.click()}
        >
          Upload image
        </Button>
        <Button
          icon={<PictureOutlined aria-hidden />}
          disabled={!room}
          onClick={() => setChoosing(true)}
        >
          From gallery
        </Button>
      </Flex>
      {choosing && (
        <GalleryChoice
          onChoose={(choice) => {
            add(choice);
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </Flex>
  );
}

interface GalleryChoiceProps {
  onChoose: (choice: ReferenceImageChoice) => void;
  onClose: () => void;
}

/** The newest saved images; one chosen is named creation:<id>. */
function GalleryChoice({ onChoose, onClose }: GalleryChoiceProps) {
  const { data, loading, error } = useQuery(ReferenceImageGalleryDocument, {
    variables: { first: GALLERY_CHOICES },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.creations.items ?? [];
  return (
    <Modal open title="Choose a reference image" footer={null} onCancel={onClose}>
      {loading && items.length === 0 ? (
        <Spin />
      ) : error ? (
        <Typography.Text type="danger">Your saved images could not be loaded.</Typography.Text>
      ) : items.length === 0 ? (
        <Empty description="No saved images yet" />
      ) : (
        <Flex gap={8} wrap>
          {items.map((creation) => (
            <button
              key={creation.id}
              type="button"
              aria-label={`Use ${creation.prompt || 'saved image'}`}
              style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
              onClick={() =>
                onChoose({ image: `creation:${creation.id}`, preview: creation.thumbnailUrl })
              }
            >
              <img
                src={creation.thumbnailUrl}
                alt=""
                width={96}
                height={96}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            </button>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
