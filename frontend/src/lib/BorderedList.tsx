import { theme } from 'antd';
import type { ReactNode } from 'react';

interface BorderedListProps<Item> {
  /** The list's accessible name: "Your API keys". */
  label: string;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
}

/**
 * A list of the user's things (API keys, webhooks, share links), one bordered row each. A plain
 * list rather than antd's Table, which would double the settings page's download.
 */
export function BorderedList<Item extends { id: string }>({
  label,
  items,
  renderItem,
}: BorderedListProps<Item>) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {items.map((item, index) => (
        <li
          key={item.id}
          style={{
            padding: `${token.paddingSM}px ${token.padding}px`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
