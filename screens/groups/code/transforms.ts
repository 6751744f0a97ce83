// The groups area's transform: a group's quick info (entityType GROUP: details dn, name,
// description, container) → the group form's values; the container is the container tree's item.
import { asRecord, asRows, str, type Row } from '../../../domain/catalogNodes.ts';
import { containerItem } from '../../../widgets/picker/sources/container.ts';

export function groupForm(value: unknown): Row {
  const details = new Map(asRows(asRecord(value).details).map((d) => [str(d.key), str(d.value)]));
  const container = containerItem({ dn: details.get('container') });
  return {
    dn: details.get('dn') ?? '',
    name: details.get('name') ?? str(asRecord(value).entityName),
    description: details.get('description') ?? '',
    container: container ? [container] : [],
  };
}
