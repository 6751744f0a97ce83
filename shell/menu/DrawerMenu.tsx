import { useLocation } from 'react-router-dom';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { MenuItem } from '../bootstrap/types.ts';
import { isActive, label } from './menuModel.ts';
import { useFollow } from './useFollow.ts';
import { useMenuLabel } from './useMenuLabel.ts';

/** The drawer menu of small screens: every item, sub-menus as groups. */
export default function DrawerMenu({ items, label: navLabel, onDone }: { items: MenuItem[]; label: string; onDone(): void }) {
  const { pathname } = useLocation();
  const follow = useFollow();
  const text = useMenuLabel();
  const entry = (item: MenuItem, nested: boolean) => (
    <ListItemButton
      key={item.mapName ?? label(item)}
      sx={nested ? { ps: 4 } : undefined}
      selected={isActive(item, pathname)}
      aria-current={isActive(item, pathname) ? (item.subMenuList?.length ? 'true' : 'page') : undefined}
      onClick={() => {
        onDone();
        follow(item);
      }}
    >
      <ListItemText primary={text(item)} />
    </ListItemButton>
  );
  return (
    <Drawer open onClose={onDone}>
      <nav aria-label={navLabel}>
        <List sx={{ width: 260 }}>
          {items.map((item) =>
            item.subMenuList?.length ? (
              <li key={item.mapName ?? label(item)}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader>{text(item)}</ListSubheader>
                  {item.subMenuList.map((sub) => entry(sub, true))}
                </ul>
              </li>
            ) : (
              entry(item, false)
            ),
          )}
        </List>
      </nav>
    </Drawer>
  );
}
