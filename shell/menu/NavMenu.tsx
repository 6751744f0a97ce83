import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ExpandMoreIcon, MenuIcon } from '../ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../bootstrap/types.ts';
import { isActive, label } from './menuModel.ts';
import { useFollow } from './useFollow.ts';
import { useMenuLabel } from './useMenuLabel.ts';
import { HeaderButton, HeaderIconButton } from '../ui/HeaderButton.tsx';

// The drawer of small screens loads when first opened.
const DrawerMenu = lazy(() => import('./DrawerMenu.tsx'));
const SubMenuPopup = lazy(() => import('./SubMenuPopup.tsx'));

function TopLevelItem({ item }: { item: MenuItem }) {
  const { pathname } = useLocation();
  const follow = useFollow();
  const text = useMenuLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = isActive(item, pathname);
  const subItems = item.subMenuList ?? [];

  if (subItems.length === 0) {
    return (
      <HeaderButton type="button" data-active={active} aria-current={active ? 'page' : undefined} onClick={() => follow(item)}>
        {text(item)}
      </HeaderButton>
    );
  }
  const menuId = `menu-${item.mapName ?? label(item)}`;
  return (
    <>
      <HeaderButton
        type="button"
        data-active={active}
        // The current page is in this item's sub-menu: say so while the menu is closed.
        aria-current={active ? 'true' : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {text(item)}
        <ExpandMoreIcon size={20} />
      </HeaderButton>
      <Suspense fallback={null}>
        {anchor && <SubMenuPopup id={menuId} items={subItems} anchor={anchor} onClose={() => setAnchor(null)} />}
      </Suspense>
    </>
  );
}

/**
 * The main navigation: a bar of items with sub-menus; on small screens (below the md breakpoint,
 * by CSS alone) a toggle opens a drawer instead.
 */
export function NavMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <HeaderIconButton type="button" aria-label={t('shell.menu.toggle')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          <MenuIcon />
        </HeaderIconButton>
        <Suspense fallback={null}>{drawerOpen && <DrawerMenu items={items} label={t('shell.menu.label')} onDone={() => setDrawerOpen(false)} />}</Suspense>
      </Box>
      <Box component="nav" aria-label={t('shell.menu.label')} sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 0.5 }}>
        {items.map((item) => (
          <TopLevelItem key={item.mapName ?? label(item)} item={item} />
        ))}
      </Box>
    </>
  );
}
