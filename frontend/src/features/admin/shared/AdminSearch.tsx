import { Input } from 'antd';
import type { CSSProperties } from 'react';

interface AdminSearchProps {
  /** The box's accessible name: "Search users". */
  label: string;
  placeholder: string;
  style: CSSProperties;
  /** The searched text, trimmed; empty when the box is cleared. */
  onSearch: (text: string) => void;
}

/** An admin list's search box: searches on Enter or its button, and clears back to everything. */
export function AdminSearch({ label, placeholder, style, onSearch }: AdminSearchProps) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      style={style}
      onSearch={(text) => onSearch(text.trim())}
    />
  );
}
