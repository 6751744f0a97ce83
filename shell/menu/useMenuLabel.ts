import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../bootstrap/types.ts';
import { label } from './menuModel.ts';

/** The translation key of a menu item's text, by the map name the server gives it. */
export const menuLabelKey = (mapName: string): string => `shell.menu.item.${mapName}`;

/**
 * The text of a menu item in the user's language. The server names its menu items in one language;
 * an item the console knows by its map name shows the console's translation, any other item the
 * server's name as sent.
 */
export function useMenuLabel(): (item: MenuItem) => string {
  const { t } = useTranslation();
  return useCallback((item: MenuItem) => (item.mapName ? t(menuLabelKey(item.mapName), { defaultValue: label(item) }) : label(item)), [t]);
}
