import { describe, expect, it } from 'vitest';
import { APPROVAL_TEMPLATES, findTemplate, templateCn, templateName } from './requestTemplates.ts';

describe('approval templates', () => {
  it('name a template by its steps, and by its type from two steps on', () => {
    expect(templateName('none')).toBe('No Approval');
    expect(templateName('single', 'Parallel')).toBe('One Step Approval');
    expect(templateName('singleQuorum')).toBe('One Step Quorum Approval');
    expect(templateName('two', 'Serial')).toBe('Two Step Serial Approval');
    expect(templateName('three', 'Parallel')).toBe('Three Step Parallel Approval');
    expect(templateName('four')).toBe('Four Step Serial Approval');
    expect(templateCn('two', 'Parallel')).toBe('TwoStepParallelApproval');
  });

  it('are one per step count, those of two steps and more once per type', () => {
    expect(APPROVAL_TEMPLATES.map((t) => t.cn)).toEqual([
      'NoApproval', 'OneStepApproval', 'OneStepQuorumApproval',
      'TwoStepSerialApproval', 'TwoStepParallelApproval', 'ThreeStepSerialApproval', 'ThreeStepParallelApproval', 'FourStepSerialApproval', 'FourStepParallelApproval',
    ]);
    expect(APPROVAL_TEMPLATES[4]).toEqual({ steps: 'two', type: 'Parallel', name: 'Two Step Parallel Approval', cn: 'TwoStepParallelApproval' });
  });

  it('are found by cn or DN, in any case', () => {
    expect(findTemplate('cn=twostepserialapproval,cn=Templates,o=system')?.name).toBe('Two Step Serial Approval');
    expect(findTemplate('OneStepApproval')?.steps).toBe('single');
    expect(findTemplate('FiveStepApproval')).toBeUndefined();
  });
});
