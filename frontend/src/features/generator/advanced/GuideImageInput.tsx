import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Input, Upload } from 'antd';
import { useToast } from '../../../lib/useToast';

interface GuideImageInputProps {
  id: string;
  value?: string;
  onChange: (guideImage: string | undefined) => void;
}

// The server accepts inline images up to about 15 MB of text.
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A ControlNet or IP-Adapter guide image: an uploaded file (sent inline) or an image URL. */
export function GuideImageInput({ id, value, onChange }: GuideImageInputProps) {
  const toast = useToast();
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
      onChange(await readAsDataUrl(file));
    } catch (error) {
      toast({ variant: 'error', title: 'Upload failed', description: String(error) });
    }
  };

  return (
    <Flex gap={8} align="center">
      {value && <Image src={value} alt="Guide image" width={40} height={40} />}
      <Input
        id={id}
        placeholder="Guide image URL"
        inputMode="url"
        value={inline ? 'Uploaded image' : (value ?? '')}
        disabled={inline}
        onChange={(event) => onChange(event.target.value.trim() || undefined)}
      />
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} aria-label="Upload guide image" />
      </Upload>
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
