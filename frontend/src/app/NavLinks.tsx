import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { NavLink } from './navLinks';

export interface NavLinksProps {
  links: NavLink[];
  /** The link of the page on screen (activeNavKey). */
  current: string;
}

interface NavLinksListProps extends NavLinksProps {
  /** 'app-nav' in the header's row, 'app-nav-menu-panel' under the narrow header's button. */
  className: string;
  id?: string;
  ref?: Ref<HTMLElement>;
  /** Called when a link is followed. */
  onFollow?: () => void;
}

/** The header's page links, the current page's marked as such (and underlined or highlighted). */
export function NavLinks({ links, current, className, id, ref, onFollow }: NavLinksListProps) {
  return (
    <nav id={id} ref={ref} aria-label="Main navigation" className={className}>
      <ul>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} aria-current={to === current ? 'page' : undefined} onClick={onFollow}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
