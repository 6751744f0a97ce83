// The resources area's server checks, run on Save before the submit call (Submit.checks).
import type { Check } from '../../../renderer/checks/index.ts';

interface ValidatedName {
  name?: string;
  isNameExist?: boolean | string;
  suggestedName?: string;
}

export const resourceChecks = {
  /**
   * The resource name (field 'name', trimmed) is not taken: resources.validateNames answers
   * isNameExist and a suggestedName for a taken one. An edited resource keeping its own name is fine.
   */
  resourceNameAvailable: async (values, { call, object }) => {
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    const current = (object as { name?: unknown } | undefined)?.name;
    if (name === '' || (typeof current === 'string' && current.trim() === name)) return [];
    const answer = (await call('resources.validateNames', {}, { resourceNames: [{ name }] })) as { resources?: ValidatedName[] } | undefined;
    const found = answer?.resources?.find((entry) => entry.isNameExist === true || entry.isNameExist === 'true');
    if (!found) return [];
    return found.suggestedName
      ? [{ field: 'name', messageKey: 'renderer.checks.resourceNameTakenSuggest', values: { name, suggestedName: found.suggestedName } }]
      : [{ field: 'name', messageKey: 'renderer.checks.resourceNameTaken', values: { name } }];
  },
} satisfies Record<string, Check>;
