import { useNavigate } from 'react-router-dom';
import type { MenuItem } from '../bootstrap/types.ts';
import { menuLink } from './menuModel.ts';

/** Follows a menu item: a console route in the router, an external page in a new tab. */
export function useFollow() {
  const navigate = useNavigate();
  return (item: MenuItem) => {
    const link = menuLink(item);
    if (link.kind === 'route') void navigate(link.path);
    else if (link.kind === 'external') window.open(link.url, '_blank', 'noopener,noreferrer');
  };
}
