import { Button, type ButtonProps } from 'antd';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: To };

/**
 * An antd Button that is a real router link: a proper href (new tab, copy link) and
 * client-side navigation on a plain click.
 */
export function LinkButton({ to, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...buttonProps} href={href} onClick={navigateOnClick} />;
}
