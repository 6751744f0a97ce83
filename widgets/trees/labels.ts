// What a tree node shows: 'All Drivers' for the select-all driver; the role level containers
// Level10, Level20 and Level30 renamed like the levels (Permission Role, IT Role, Business Role).
import { ALL_DRIVERS_ID, type PickerItem } from '../picker/types.ts';

type Translate = (key: string) => string;

const ROLE_LEVEL_CONTAINER = /^Level(10|20|30)$/;

export function nodeLabel(item: PickerItem, t: Translate): string {
  if (item.id === ALL_DRIVERS_ID) return t('widgets.picker.allDrivers');
  const level = item.type === 'container' ? ROLE_LEVEL_CONTAINER.exec(item.displayName)?.[1] : undefined;
  return level ? t(`widgets.roleLevel.${level}`) : item.displayName;
}
