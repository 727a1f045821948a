import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useRef } from 'react';
import { readFileAsDataUrl } from '../../../lib/readFileAsDataUrl';
import { useToast } from '../../../lib/useToast';
import { HiddenFileInput } from '../HiddenFileInput';

interface GuideImageInputProps {
  id: string;
  value?: string;
  onChange: (guideImage: string | undefined) => void;
}

// The server accepts inline images up to about 15 MB of text.
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * A ControlNet or IP-Adapter guide image: an uploaded file (sent inline) or an image URL. A plain
 * file input and img, not antd's Upload and Image: they would bring their progress bars and
 * preview into the dashboard's first load for one small button.
 */
export function GuideImageInput({ id, value, onChange }: GuideImageInputProps) {
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const inline = value?.startsWith('data:') ?? false;

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ variant: 'error', title: 'Not an image', description: 'Choose an image file.' });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ variant: 'error', title: 'Image too large', description: 'The limit is 10 MB.' });
      return;
    }
    try {
      onChange(await readFileAsDataUrl(file));
    } catch (error) {
      toast({ variant: 'error', title: 'Upload failed', description: String(error) });
    }
  };

  return (
    <Flex gap={8} align="center">
      {value && (
        <img
          src={value}
          alt="Guide image"
          width={40}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <Input
        id={id}
        placeholder="Guide image URL"
        inputMode="url"
        value={inline ? 'Uploaded image' : (value ?? '')}
        disabled={inline}
        onChange={(event) => onChange(event.target.value.trim() || undefined)}
      />
      <HiddenFileInput
        ref={fileInput}
        accept="image/*"
        label="Guide image file"
        onFile={(file) => void upload(file)}
      />
      <Button
        icon={<UploadOutlined aria-hidden />}
        aria-label="Upload guide image"
        onClick={() => fileInput.current?.click()}
      />
      {value && (
        <Button
          icon={<CloseOutlined aria-hidden />}
          aria-label="Clear guide image"
          onClick={() => onChange(undefined)}
        />
      )}
    </Flex>
  );
}
