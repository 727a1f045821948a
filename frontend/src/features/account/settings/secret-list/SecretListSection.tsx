import { PlusOutlined } from '@ant-design/icons';
import type { ErrorLike } from '@apollo/client';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { type ReactNode, useId, useRef } from 'react';
import { LoadFailedAlert } from '../../../../lib/LoadFailedAlert';

interface SecretListSectionProps<Item> {
  title: string;
  /** The button that opens the create dialog: "Create API key". */
  createLabel: string;
  /** True at the account's limit. */
  createDisabled?: boolean;
  onCreate: () => void;
  /** What the list is for, under the heading. */
  description: ReactNode;
  /** Between the description and the list: help, the limit reached. */
  notes?: ReactNode;
  /** The list as its query has it; undefined until it is loaded. */
  items: readonly Item[] | undefined;
  loadError: ErrorLike | undefined;
  reload: () => Promise<unknown>;
  /** "Could not load your API keys". */
  loadFailedTitle: string;
  /** "Loading API keys...". */
  loadingText: string;
  /** "No API keys yet". */
  emptyText: string;
  /** The loaded list; `onRemoved` is for after a row, with its focused button, is gone. */
  renderList: (items: readonly Item[], onRemoved: () => void) => ReactNode;
  /** After the list: the section's other parts and its dialogs. */
  children?: ReactNode;
}

/**
 * A settings section listing things made with a secret (API keys, webhooks): heading and create
 * button, what they are for, and the list once loaded, with its loading, failure and empty states.
 */
export function SecretListSection<Item>({
  title,
  createLabel,
  createDisabled,
  onCreate,
  description,
  notes,
  items,
  loadError,
  reload,
  loadFailedTitle,
  loadingText,
  emptyText,
  renderList,
  children,
}: SecretListSectionProps<Item>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const body = () => {
    if (!items && loadError) {
      return (
        <LoadFailedAlert
          title={loadFailedTitle}
          error={loadError}
          // A failed reload shows as the query's error: the promise's rejection says nothing more.
          onRetry={() => void reload().catch(() => {})}
        />
      );
    }
    if (!items) return <Spin description={loadingText} />;
    if (items.length === 0) return <Empty description={emptyText} />;
    // A removed row (and its button) is gone: the section keeps the keyboard focus.
    return renderList(items, () => heading.current?.focus());
  };

  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title
          level={2}
          id={headingId}
          ref={heading}
          tabIndex={-1}
          style={{ fontSize: 20, margin: 0 }}
        >
          {title}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={createDisabled}
          onClick={onCreate}
        >
          {createLabel}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {description}
      </Typography.Paragraph>
      {notes}
      {body()}
      {children}
    </section>
  );
}
