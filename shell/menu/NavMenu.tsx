import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItemComponent from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../bootstrap/types.ts';
import { isActive, label } from './menuModel.ts';
import { useFollow } from './useFollow.ts';

// The drawer of small screens loads when first opened.
const DrawerMenu = lazy(() => import('./DrawerMenu.tsx'));

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
        <Suspense fallback={null}>{drawerOpen && <DrawerMenu items={items} label={t('shell.menu.label')} onDone={() => setDrawerOpen(false)} />}</Suspense>
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
