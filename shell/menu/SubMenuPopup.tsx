import { useLocation } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MenuItem as NavItem } from '../bootstrap/types.ts';
import { isActive, label } from './menuModel.ts';
import { useFollow } from './useFollow.ts';
import { useMenuLabel } from './useMenuLabel.ts';

/** The dropdown of a top-level menu item with sub-items; the current route's item is selected. */
export default function SubMenuPopup({ id, items, anchor, onClose }: { id: string; items: NavItem[]; anchor: HTMLElement; onClose(): void }) {
  const { pathname } = useLocation();
  const follow = useFollow();
  const text = useMenuLabel();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {items.map((sub) => (
        <MenuItem
          key={sub.mapName ?? label(sub)}
          selected={isActive(sub, pathname)}
          aria-current={isActive(sub, pathname) ? 'page' : undefined}
          onClick={() => {
            onClose();
            follow(sub);
          }}
        >
          {text(sub)}
        </MenuItem>
      ))}
    </Menu>
  );
}
