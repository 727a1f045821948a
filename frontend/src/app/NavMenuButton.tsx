import { MenuOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLinks, type NavLinksProps } from './NavLinks';

/**
 * The header's page links on narrow screens: a button that shows them in a panel below it.
 * A click outside, Escape or a followed link closes it; Escape gives focus back to the button.
 */
export function NavMenuButton({ links, current }: NavLinksProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="app-nav-menu">
      <button
        ref={button}
        type="button"
        className="button button-text button-icon-only"
        aria-label="Open navigation"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <MenuOutlined aria-hidden />
      </button>
      {open && (
        <NavLinks
          links={links}
          current={current}
          className="app-nav-menu-panel"
          id={panelId}
          ref={panel}
          onFollow={() => setOpen(false)}
        />
      )}
    </div>
  );
}
