import { EyeOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';

/** Over a blurred image the content check flagged: shows it on request. */
export function SensitiveCover({ onReveal }: { onReveal: () => void }) {
  const { token } = theme.useToken();
  return (
    <div className="generator-sensitive-cover" style={{ background: token.colorBgMask }}>
      <Button icon={<EyeOutlined aria-hidden />} onClick={onReveal}>
        Sensitive content — click to show
      </Button>
    </div>
  );
}

/** Whether an image is still hidden: flagged by the check and not yet shown on request. */
export function isHiddenSensitive(
  image: { id: string; nsfw?: boolean },
  revealed: ReadonlySet<string>,
): boolean {
  return image.nsfw === true && !revealed.has(image.id);
}
