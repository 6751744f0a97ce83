// The data source of each tab. sodRecipient lists users (the recipients SoD approvals go to).
import type { PickerTab } from '../types.ts';
import { categorySource } from './category.ts';
import type { PickerSource } from './common.ts';
import { containerSource } from './container.ts';
import { dirxmlDriverSource } from './dirxmldriver.ts';
import { driverSource } from './driver.ts';
import { dropdownSource } from './dropdown.ts';
import { entitlementValuesSource } from './entitlementValues.ts';
import { entitySource } from './entity.ts';
import { groupSource } from './group.ts';
import { permissionSource } from './permission.ts';
import { prdSource } from './prd.ts';
import { resourceSource } from './resource.ts';
import { roleSource } from './role.ts';
import { sodSource } from './sod.ts';
import { teamSource } from './team.ts';
import { userSource } from './user.ts';

export const PICKER_SOURCES: Readonly<Record<PickerTab, PickerSource>> = {
  user: userSource('user'),
  group: groupSource,
  role: roleSource,
  category: categorySource,
  container: containerSource,
  prd: prdSource,
  driverOrEntitlement: driverSource,
  dropdown: dropdownSource,
  entitlementValues: entitlementValuesSource,
  resource: resourceSource,
  team: teamSource,
  sod: sodSource,
  dirxmldriver: dirxmlDriverSource,
  entity: entitySource,
  sodRecipient: userSource('sodRecipient'),
  permission: permissionSource,
};

export type { PickerSource, SourceContext, SourceRequest, EntitlementRef } from './common.ts';
