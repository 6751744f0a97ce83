// Bench data: a server attribute schema of 100 attributes (strings, integers, booleans, choices,
// dates, read-only and multi-valued ones) and a users-list answer of 300 PersonNodes.
import type { AttributeNode } from '../../api/normalize/paths.ts';

export function hundredAttributes(): AttributeNode[] {
  return Array.from({ length: 100 }, (_, i): AttributeNode => {
    const key = `Attr${String(i).padStart(3, '0')}`;
    const base = { key, displayLabel: `Attribute ${i}`, isEditable: i % 10 !== 9, isRequired: i % 7 === 0 };
    if (i % 10 === 1) return { ...base, dataType: 'Integer' };
    if (i % 10 === 2) return { ...base, dataType: 'Boolean' };
    if (i % 10 === 3) return { ...base, dataType: 'String', choiceList: [1, 2, 3, 4, 5].map((n) => ({ key: `c${n}`, value: `Choice ${n}` })) };
    if (i % 10 === 4) return { ...base, dataType: 'Time', formatType: 'date' };
    if (i % 10 === 5) return { ...base, dataType: 'String', isMultivalued: true };
    return { ...base, dataType: 'String' };
  });
}

export function usersAnswer(count: number) {
  const node = (key: string, value: string) => ({ key, displayLabel: key, dataType: 'String', isEditable: true, attributeValues: [{ $: value, value }] });
  return {
    usersList: Array.from({ length: count }, (_, i) => ({
      dn: `cn=user${i},ou=users,o=data`,
      fullName: `User ${i} Example`,
      primaryAttributes: [node('FirstName', `User ${i}`), node('LastName', 'Example'), node('Email', `user${i}@example.com`), node('TelephoneNumber', `+1 555 ${String(i).padStart(4, '0')}`), node('Title', 'Engineer')],
      secondaryAttributes: [],
      otherAttributes: [],
    })),
    totalSize: 5000,
    nextIndex: count + 1,
  };
}
