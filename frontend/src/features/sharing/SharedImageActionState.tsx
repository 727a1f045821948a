import { Button, Flex, Result } from 'antd';
import { errorMessage } from '../../lib/errorMessage';
import { LoadingSpin } from '../../lib/LoadingSpin';

interface SharedImageActionStateProps {
  /** What the spinner says while the action runs: "Loading the settings". */
  waiting: string;
  /** Why the action did not happen; null while it runs. */
  failure: unknown;
  /** The failure's title: "Could not remix this image". */
  failureTitle: string;
  /** The shared page's slug: the way back to it (a page the server renders, not a client route). */
  slug: string;
}

/**
 * Where a remix or a save of a shared image stands until it leads on: a spinner, or why it did
 * not happen with the way back to the shared page.
 */
export function SharedImageActionState({
  waiting,
  failure,
  failureTitle,
  slug,
}: SharedImageActionStateProps) {
  if (!failure) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <LoadingSpin size="large" label={waiting} />
      </Flex>
    );
  }
  return (
    <Result
      status="error"
      title={failureTitle}
      subTitle={errorMessage(failure)}
      extra={
        <Button type="primary" href={`/s/${encodeURIComponent(slug)}`}>
          Back to the shared page
        </Button>
      }
    />
  );
}
