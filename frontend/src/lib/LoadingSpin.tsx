import { Spin, type SpinProps } from 'antd';

// antd's Spin hands attributes it does not know to its root element, but does not type `role`.
const STATUS: Record<string, string> = { role: 'status' };

/**
 * antd's spinner named for assistive technology ("Loading images"). A status: a bare div may not
 * carry an aria-label (axe's aria-prohibited-attr, which the accessibility journey checks).
 */
export function LoadingSpin({ label, ...props }: Omit<SpinProps, 'children'> & { label: string }) {
  return <Spin {...props} {...STATUS} aria-label={label} />;
}
