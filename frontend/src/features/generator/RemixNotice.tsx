import { Alert, Button } from 'antd';
import type { RemixOf } from './generationParameters';

interface RemixNoticeProps {
  remixOf: RemixOf;
  /** Stops crediting the shared image: the settings stay. */
  onStop: () => void;
}

/**
 * Says that the settings came from a shared image ("Remix"), which each generation from them
 * credits ("Remixed from" in its details), with the way to its page and to stop crediting it.
 */
export function RemixNotice({ remixOf, onStop }: RemixNoticeProps) {
  return (
    <Alert
      type="info"
      showIcon
      title="Remixing a shared image"
      description={
        <>
          Your generations credit the{' '}
          <a href={`/s/${encodeURIComponent(remixOf.slug)}`} target="_blank" rel="noopener">
            shared image
          </a>{' '}
          they start from.
        </>
      }
      action={
        <Button size="small" onClick={onStop}>
          Stop crediting
        </Button>
      }
    />
  );
}
