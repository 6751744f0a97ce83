// dirxmldriver tab (12): the directory's drivers (GET /admin/driver answers drivers, unpaged).
import { asAnswer, clientPage, listOf, type PickerSource } from './common.ts';
import { driverItem } from './driver.ts';
import { MAX_RESULTS } from '../types.ts';

export const dirxmlDriverSource: PickerSource = async (request, { call }) => {
  const answer = asAnswer(await call('drivers.directory', {}, undefined, { signal: request.signal }));
  const items = listOf(answer, 'drivers').flatMap((entry) => {
    const item = driverItem(entry);
    return item ? [{ ...item, type: 'dirxmldriver' as const }] : [];
  });
  return clientPage(items, request, MAX_RESULTS);
};
