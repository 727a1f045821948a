import { Button, Flex, Modal, Typography, theme } from 'antd';
import { BRAND_NAME } from '../lib/brand';
import { AntdTheme } from './theme';

const HELP_STEPS = [
  {
    title: 'Choose a model',
    content:
      'Open the dashboard (Create!) and pick a base model such as SDXL, FLUX or Pony in the model picker.',
  },
  {
    title: 'Write a prompt',
    content:
      'Describe the image you want. Add a negative prompt for what to avoid; Flux models ignore it.',
  },
  {
    title: 'Generate',
    content:
      'Set size, format and image count, fine-tune steps, CFG, LoRA, ControlNet or VAE under Advanced Settings, then press Generate.',
  },
  {
    title: 'Save to folders',
    content:
      'Keep the images you like in named folders and find them again under My Images. Results you do not save stay in Recent generations and in the generation history on the Credits page, for as long as the image provider keeps them.',
  },
  {
    title: 'Pay per use',
    content:
      'Each generation draws credits from your balance, shown in the header. No subscription, no monthly fee.',
  },
];

/** The steps as a numbered list (antd Steps would add its weight to every page for one modal). */
function HelpSteps() {
  const { token } = theme.useToken();
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {HELP_STEPS.map(({ title, content }, index) => (
        <Flex component="li" key={title} gap={12} style={{ marginBottom: 16 }}>
          <span
            aria-hidden="true"
            style={{
              flex: 'none',
              display: 'grid',
              placeItems: 'center',
              width: 28,
              height: 28,
              borderRadius: '50%',
              fontWeight: 600,
              color: token.colorPrimary,
              background: token.colorPrimaryBg,
            }}
          >
            {index + 1}
          </span>
          <div>
            <Typography.Text strong>{title}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {content}
            </Typography.Paragraph>
          </div>
        </Flex>
      ))}
    </ol>
  );
}

interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The short how-to behind the Help buttons; its own chunk, fetched on the first open. */
export default function HelpDialog({ open, onClose }: HelpDialogProps) {
  return (
    <AntdTheme>
      <Modal
        title={`How to use ${BRAND_NAME}`}
        open={open}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            Got it
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          Five steps from idea to image. You only pay for the images you generate.
        </Typography.Paragraph>
        <HelpSteps />
      </Modal>
    </AntdTheme>
  );
}
