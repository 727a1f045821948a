import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { BRAND_NAME } from '../lib/brand';

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
      'Keep the images you like in named folders and find them again under My Images. Results you do not save are not stored.',
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

interface HelpButtonProps {
  /** 'header': icon and label; 'icon': icon only, for narrow headers; 'link': footer text link. */
  appearance?: 'header' | 'icon' | 'link';
}

/** The Help entry point: a button that opens a short how-to for the studio. */
export function HelpButton({ appearance = 'header' }: HelpButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      {appearance === 'link' ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => setOpen(true)}
        >
          Help
        </Button>
      ) : (
        <Button
          type="text"
          icon={<QuestionCircleOutlined aria-hidden />}
          aria-label="Help"
          onClick={() => setOpen(true)}
        >
          {appearance === 'header' ? 'Help' : null}
        </Button>
      )}
      <Modal
        title={`How to use ${BRAND_NAME}`}
        open={open}
        onCancel={close}
        footer={
          <Button type="primary" onClick={close}>
            Got it
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          Five steps from idea to image. You only pay for the images you generate.
        </Typography.Paragraph>
        <HelpSteps />
      </Modal>
    </>
  );
}
