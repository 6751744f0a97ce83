import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItemComponent from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../bootstrap/types.ts';
import { isActive, menuLink } from './menuModel.ts';

function label(item: MenuItem): string {
  return item.menuName ?? item.mapName ?? '';
}

/** Follows a menu item: a console route in the router, an external page in a new tab. */
function useFollow() {
  const navigate = useNavigate();
  return (item: MenuItem) => {
    const link = menuLink(item);
    if (link.kind === 'route') void navigate(link.path);
    else if (link.kind === 'external') window.open(link.url, '_blank', 'noopener,noreferrer');
  };
}

function TopLevelItem({ item }: { item: MenuItem }) {
  const { pathname } = useLocation();
  const follow = useFollow();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = isActive(item, pathname);
  const subItems = item.subMenuList ?? [];
  const activeStyle = { color: 'inherit', borderBottom: 3, borderColor: active ? 'common.white' : 'transparent', borderRadius: 0 };

  if (subItems.length === 0) {
    return (
      <Button sx={activeStyle} aria-current={active ? 'page' : undefined} onClick={() => follow(item)}>
        {label(item)}
      </Button>
    );
  }
  const menuId = `menu-${item.mapName ?? label(item)}`;
  return (
    <>
      <Button
        sx={activeStyle}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {label(item)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {subItems.map((sub) => (
          <MenuItemComponent
            key={sub.mapName ?? label(sub)}
            selected={isActive(sub, pathname)}
            onClick={() => {
              setAnchor(null);
              follow(sub);
            }}
          >
            {label(sub)}
          </MenuItemComponent>
        ))}
      </Menu>
    </>
  );
}

/** The drawer menu of small screens: every item, sub-menus as groups. */
function DrawerMenu({ items, onDone }: { items: MenuItem[]; onDone(): void }) {
  const { pathname } = useLocation();
  const follow = useFollow();
  const entry = (item: MenuItem, nested: boolean) => (
    <ListItemButton
      key={item.mapName ?? label(item)}
      sx={nested ? { ps: 4 } : undefined}
      selected={isActive(item, pathname)}
      onClick={() => {
        onDone();
        follow(item);
      }}
    >
      <ListItemText primary={label(item)} />
    </ListItemButton>
  );
  return (
    <List sx={{ width: 260 }}>
      {items.map((item) =>
        item.subMenuList?.length ? (
          <li key={item.mapName ?? label(item)}>
            <ul style={{ padding: 0 }}>
              <ListSubheader>{label(item)}</ListSubheader>
              {item.subMenuList.map((sub) => entry(sub, true))}
            </ul>
          </li>
        ) : (
          entry(item, false)
        ),
      )}
    </List>
  );
}

/** The main navigation: a bar of items with sub-menus; on small screens a toggle opens a drawer. */
export function NavMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (small) {
    return (
      <>
        <IconButton color="inherit" aria-label={t('shell.menu.toggle')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <nav aria-label={t('shell.menu.label')}>
            <DrawerMenu items={items} onDone={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      </>
    );
  }
  return (
    <Box component="nav" aria-label={t('shell.menu.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <TopLevelItem key={item.mapName ?? label(item)} item={item} />
      ))}
    </Box>
  );
}
