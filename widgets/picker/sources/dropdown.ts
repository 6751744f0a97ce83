// dropdown tab (7): the items the screen hands to the picker, loaded at once.
import { clientPage, type PickerSource } from './common.ts';

export const dropdownSource: PickerSource = async (request, { dropdownItems = [] }) =>
  clientPage(dropdownItems.map((item) => ({ ...item, type: 'dropdown' as const })), request, Number.MAX_SAFE_INTEGER);
