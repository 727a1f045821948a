import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { SaveCreationDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { formatCredits } from '../../lib/format';
import { useToast } from '../../lib/useToast';
import { forgetAllCreationLists } from './galleryCache';
import { type ImageMakingTool, imageToolLabel } from './imageTools';
import { useDownloadGalleryImage } from './useDownloadCreation';
import type { ToolRun } from './useImageTools';
import '../../lib/transparencyCheckerboard.css';

interface ToolResultDialogProps {
  /** The run to show; null keeps the dialog closed. */
  run: ToolRun | null;
  onClose: () => void;
}

/** What a tool made, named after the original image: ai-image-{id}-upscaled-x2.png. */
export function toolResultFileName(creationId: string, tool: ImageMakingTool, url: string) {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  const extension = /\.(png|jpe?g|webp)$/i.exec(path)?.[1]?.toLowerCase() ?? 'png';
  const made = tool.kind === 'upscale' ? `upscaled-x${tool.factor}` : 'no-background';
  return `ai-image-${creationId}-${made}.${extension}`;
}

const RUNNING_TEXT: Record<ImageMakingTool['kind'], string> = {
  upscale: 'Upscaling the image...',
  removeBackground: 'Removing the background...',
};

/**
 * A tool's result on a saved image: the new image, the credits it cost, and Save to gallery
 * (into the original's folder, with its prompt, model and settings) or Download. A failure shows
 * the server's message. In the gallery's deferred chunk (deferredParts.ts).
 */
export default function ToolResultDialog({ run, onClose }: ToolResultDialogProps) {
  return (
    <Modal
      open={run !== null}
      title={run ? imageToolLabel(run.tool) : undefined}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width="min(96vw, 720px)"
    >
      {/* A new run starts with its own save state. */}
      {run && <ToolResult key={`${run.creation.id}-${imageToolLabel(run.tool)}`} run={run} />}
    </Modal>
  );
}

function ToolResult({ run }: { run: ToolRun }) {
  const toast = useToast();
  const download = useDownloadGalleryImage();
  const [saved, setSaved] = useState(false);
  const [save, { loading: saving }] = useMutation(SaveCreationDocument, {
    update: (cache) => forgetAllCreationLists(cache),
  });

  if (run.status === 'running') {
    return (
      <Flex vertical align="center" gap={12} style={{ padding: 32 }}>
        <Spin size="large" />
        <Typography.Text aria-live="polite">{RUNNING_TEXT[run.tool.kind]}</Typography.Text>
      </Flex>
    );
  }
  if (run.status === 'failed') return <Alert type="error" showIcon title={run.message} />;

  const { creation, tool, result, imageUrl } = run;

  const saveToGallery = async () => {
    try {
      const { data } = await save({
        variables: {
          input: {
            imageUrl,
            generationId: result.generationId,
            prompt: creation.prompt,
            negativePrompt: creation.negativePrompt,
            modelId: creation.modelId,
            parameters: creation.parameters,
            folderId: creation.folder.id,
          },
        },
      });
      setSaved(true);
      toast({
        variant: 'success',
        title: 'Saved to gallery',
        description: `The image has been saved to the folder "${data?.saveCreation.folder.name ?? creation.folder.name}".`,
      });
    } catch (error) {
      toast({ variant: 'error', title: 'Error saving image', description: errorMessage(error) });
    }
  };

  return (
    <Flex vertical gap={16}>
      <div className="gallery-tool-result transparency-checkerboard">
        <img
          src={imageUrl}
          alt={`${imageToolLabel(tool)}: ${creation.prompt.trim() || 'Saved image'}`}
        />
      </div>
      <Typography.Text>{`Credits charged: ${formatCredits(result.creditsCharged)}`}</Typography.Text>
      <Flex gap={8} wrap justify="flex-end">
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void download(imageUrl, toolResultFileName(creation.id, tool, imageUrl))}
        >
          Download
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={saving}
          disabled={saved || saving}
          onClick={() => void saveToGallery()}
        >
          {saved ? 'Saved' : saving ? 'Saving...' : 'Save to gallery'}
        </Button>
      </Flex>
    </Flex>
  );
}
