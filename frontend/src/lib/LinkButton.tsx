import { Button, type ButtonProps } from 'antd';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: To;
  /** Router state for the destination, e.g. where /auth should return to. */
  state?: unknown;
};

/**
 * An antd Button that is a real router link: a proper href (new tab, copy link) and
 * client-side navigation on a plain click.
 */
export function LinkButton({ to, state, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLElement>(to, { state });
  return <Button {...buttonProps} href={href} onClick={navigateOnClick} />;
}
