import { describe, expect, it } from 'vitest';
// The codecs of the role, resource and SoD areas (screens/<area>/code/) and what they share
// (domain/catalogEncoding.ts): form values to the contract's bodies and back.
import { addDuration, formatDuration, parseDuration } from '../../domain/duration.ts';
import { assignmentDates } from '../../domain/catalogEncoding.ts';
import { resourcesCode } from '../../screens/resources/code/index.ts';
import { ENTITLEMENT_PARAM_DEFAULTS } from '../../domain/parameters.ts';
import { resourceForm } from '../../screens/resources/code/transforms.ts';
import { rolesCode } from '../../screens/roles/code/index.ts';
import { roleForm } from '../../screens/roles/code/transforms.ts';
import { sodCode } from '../../screens/sod/code/index.ts';
import { sodForm } from '../../screens/sod/code/codecs.ts';

const encoders = { ...rolesCode.encoders, ...resourcesCode.encoders, ...sodCode.encoders };

const roleDn = 'cn=Auditor,cn=Level30,cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';

describe('roleNode', () => {
  it('trims names, keys localized texts as the directory does and sends categories, owners with their type, the level and the approval', () => {
    const body = encoders.roleNode(
      {
        name: '  Auditor  ',
        description: ' Reads the books ',
        localizedNames: [{ locale: 'zh-CN', name: ' 审计员 ' }, { locale: 'he', name: 'מבקר' }, { locale: 'de', name: '   ' }],
        localizedDescriptions: [{ locale: 'zh-TW', desc: ' 讀帳 ' }],
        roleLevel: 30,
        categories: [{ type: 'category', id: 'finance', displayName: 'Finance' }],
        owners: [
          { type: 'user', id: 'cn=ablake,ou=users,o=data', dn: 'cn=ablake,ou=users,o=data', displayName: 'Anna Blake' },
          { type: 'group', id: 'cn=Auditors,ou=groups,o=data', displayName: 'Auditors' },
          { type: 'team', id: 'cn=AuditTeam,o=data', displayName: 'Audit team' },
        ],
        approval: { type: 'quorum', quorum: '50', approvers: [{ id: 'cn=boss,o=data', name: 'Boss', type: 'user' }, { id: 'cn=cfo,o=data', type: 'user' }] },
      },
      {},
    );
    expect(body).toEqual({
      name: 'Auditor',
      description: 'Reads the books',
      localizedNames: [{ locale: 'zh_CN', name: '审计员' }, { locale: 'iw', name: 'מבקר' }],
      localizedDescriptions: [{ locale: 'zh_TW', desc: '讀帳' }],
      level: 30,
      roleLevel: { level: 30 },
      categories: [{ id: 'finance' }],
      owners: [
        { id: 'cn=ablake,ou=users,o=data', type: 'user' },
        { id: 'cn=Auditors,ou=groups,o=data', type: 'group' },
        { id: 'cn=AuditTeam,o=data', type: 'team' },
      ],
      approvalRequired: true,
      approvalIsStandard: true,
      approvalApprovers: [{ id: 'cn=boss,o=data', name: 'Boss', type: 'user', sequence: 1 }, { id: 'cn=cfo,o=data', type: 'user', sequence: 2 }],
      approvalQuorum: '50%',
      approvalRequestDef: '',
      approvalRequestDefName: '',
    });
  });

  it('a modify sends the id (from the route when the values have none) and only what the form holds', () => {
    expect(encoders.roleNode({ approval: { type: 'none', approvers: [] } }, { route: { dn: roleDn } })).toEqual({
      id: roleDn,
      approvalRequired: false,
      approvalIsStandard: false,
      approvalApprovers: [],
      approvalQuorum: '',
      approvalRequestDef: '',
      approvalRequestDefName: '',
    });
  });

  it('round-trips with roleForm: a custom approval keeps its request definition', () => {
    const node = { id: roleDn, name: 'Auditor', level: 20, roleLevel: { level: 20, name: 'IT Role' }, approvalRequired: true, approvalIsStandard: false, approvalRequestDef: 'cn=Approve,o=prd', approvalRequestDefName: 'Approve', categories: [], owners: [{ id: 'cn=g,o=data', name: 'G', type: 'group' }] };
    const values = roleForm({ roles: [{ ...node, subContainer: 'cn=Level20,cn=RoleDefs,cn=RoleConfig,o=system' }] });
    // The level container is shown by its level's name (Level20 → IT Role).
    expect(values.container).toBe(20);
    expect(roleForm({ id: 'x', subContainer: 'ou=roles,o=data' }).container).toBeUndefined();
    expect(values.approval).toEqual({ type: 'custom', approvers: [], requestDef: { id: 'cn=Approve,o=prd', name: 'Approve' } });
    const body = encoders.roleNode(values, {});
    expect(body).toMatchObject({ id: roleDn, level: 20, approvalRequired: true, approvalIsStandard: false, approvalRequestDef: 'cn=Approve,o=prd', owners: [{ id: 'cn=g,o=data', type: 'group' }] });
  });

  it('the revoke approval: roleForm reads revokeRequired and revokeRequestDef, roleNode writes only those two', () => {
    const values = roleForm({ roles: [{ id: roleDn, name: 'Auditor', revokeRequired: true, revokeRequestDef: 'cn=Revoke,o=prd' }] });
    expect(values.revokeApproval).toEqual({ type: 'custom', approvers: [], requestDef: { id: 'cn=Revoke,o=prd' } });
    expect(roleForm({ id: roleDn, revokeRequired: false }).revokeApproval).toEqual({ type: 'none', approvers: [] });
    expect(encoders.roleNode({ revokeApproval: values.revokeApproval }, { route: { dn: roleDn } })).toEqual({ id: roleDn, revokeRequired: true, revokeRequestDef: 'cn=Revoke,o=prd' });
    expect(encoders.roleNode({ revokeApproval: { type: 'none', approvers: [] } }, { route: { dn: roleDn } })).toEqual({ id: roleDn, revokeRequired: false, revokeRequestDef: '' });
    // A form holding only the grant approval leaves the revoke fields as stored.
    expect(encoders.roleNode({ approval: { type: 'none', approvers: [] } }, {})).not.toHaveProperty('revokeRequired');
  });
});

describe('resourceNode', () => {
  const entitlement = [{ type: 'driverOrEntitlement', subType: 'entitlement', id: 'cn=Group,cn=AD Driver,o=system', displayName: 'Group' }];

  it('created from an entitlement without a value: the dynamic parameter with the spec defaults, parent type resource, and further parameters', () => {
    const body = encoders.resourceNode(
      { name: ' AD group ', fromEntitlement: true, entitlement, resourceParameters: [{ id: ' level ', type: 'Integer' }, { id: 'flag', type: 'Boolean' }, { id: 'odd', type: 'Date' }, { id: '  ' }] },
      {},
    );
    expect(body).toMatchObject({
      name: 'AD group',
      entitlements: [{ id: 'cn=Group,cn=AD Driver,o=system' }],
      resourceParameters: [
        { id: 'EntitlementParamKey', scope: 'user', type: 'EntitlementRef', binding: 'dynamic', instance: true, hide: false, entitlementDn: 'cn=Group,cn=AD Driver,o=system', parentType: 'resource' },
        { id: 'level', type: 'Integer', scope: 'user', binding: 'dynamic', instance: true, hide: false },
        { id: 'flag', type: 'Boolean' },
        { id: 'odd', type: 'String' },
      ],
    });
    expect(body).not.toHaveProperty('entitlementValues');
  });

  it('an entitlement value binds statically (no EntitlementParamKey); unticked fromEntitlement sends no binding', () => {
    const bound = encoders.resourceNode({ name: 'x', fromEntitlement: true, entitlement, entitlementValue: ' Admins ' }, {}) as Record<string, unknown>;
    expect(bound.entitlementValues).toEqual([{ value: 'Admins' }]);
    expect(bound.resourceParameters).toEqual([]);
    expect(encoders.resourceNode({ name: 'x', fromEntitlement: false, entitlement }, {})).toEqual({ name: 'x' });
  });

  it('changes the binding of the page\'s resource from the dialog', () => {
    expect(encoders.resourceEntitlement([{ id: 'cn=r,o=x' }], { route: { dn: 'cn=r,o=x' }, form: { entitlement, entitlementValue: 'Admins' } })).toEqual({
      id: 'cn=r,o=x',
      entitlements: [{ id: 'cn=Group,cn=AD Driver,o=system' }],
      entitlementValues: [{ value: 'Admins' }],
      resourceParameters: [],
    });
    // The resource's further parameters go with the new binding; its old entitlement parameter does not.
    const object = { id: 'cn=r,o=x', resourceParameters: [{ id: 'EntitlementParamKey', type: 'EntitlementRef', entitlementDn: 'cn=Old,o=system' }, { id: 'level', displayValue: 'Level', type: 'Integer' }] };
    expect(encoders.resourceEntitlement([object], { object, form: { entitlement } })).toMatchObject({
      id: 'cn=r,o=x',
      resourceParameters: [{ id: 'EntitlementParamKey', entitlementDn: 'cn=Group,cn=AD Driver,o=system' }, { id: 'level', type: 'Integer', displayValue: 'Level' }],
    });
  });

  it('writes grant and revoke approvals with the resource field names; Same as Grant Approval writes only revokeEqualsGrant', () => {
    const body = encoders.resourceNode(
      { approval: { type: 'serial', approvers: [{ id: 'b', sequence: 7 }, { id: 'a', sequence: 1 }] }, revokeApproval: { type: 'sameAsGrant', approvers: [] } },
      { route: { dn: 'cn=r,o=x' } },
    );
    expect(body).toEqual({
      id: 'cn=r,o=x',
      approvalRequired: true,
      approvalIsStandard: true,
      approvers: [{ id: 'b', sequence: 1 }, { id: 'a', sequence: 2 }],
      quorum: '',
      requestDef: '',
      requestDefName: '',
      revokeEqualsGrant: true,
    });
  });

  it('round-trips with resourceForm: revokeEqualsGrant first, approvers ordered by sequence', () => {
    const values = resourceForm({
      resources: [{ id: 'cn=r,o=x', name: 'R', approvalRequired: true, approvalIsStandard: true, approvers: [{ id: 'b', sequence: 2 }, { id: 'a', sequence: 1 }], revokeEqualsGrant: true, revokeRequired: true, revokeApprovalIsStandard: false }],
    });
    expect(values.approval).toEqual({ type: 'serial', approvers: [{ id: 'a', sequence: 1 }, { id: 'b', sequence: 2 }] });
    expect(values.revokeApproval).toEqual({ type: 'sameAsGrant', approvers: [] });
    expect(encoders.resourceNode({ revokeApproval: values.revokeApproval }, {})).toEqual({ revokeEqualsGrant: true });
  });

  it('expiration settings: required with a duration, or not required and no duration', () => {
    expect(encoders.resourceNode({ isExpirationRequired: true, expiresAfterAmount: 6, expiresAfterUnit: 'M' }, {})).toEqual({ isExpirationRequired: true, expiresAfter: '6M' });
    expect(encoders.resourceNode({ isExpirationRequired: false, expiresAfterAmount: 6, expiresAfterUnit: 'M' }, {})).toEqual({ isExpirationRequired: false, expiresAfter: '' });
    expect(resourceForm({ id: 'cn=r', isExpirationRequired: true, expiresAfter: '30D' })).toMatchObject({ isExpirationRequired: true, expiresAfterAmount: 30, expiresAfterUnit: 'D' });
    expect(resourceForm({ id: 'cn=r' })).toMatchObject({ isExpirationRequired: false, expiresAfterAmount: undefined, expiresAfterUnit: 'M' });
  });

  it('resourceForm reads the bound entitlement and its dynamic binding', () => {
    const values = resourceForm({ id: 'cn=r,o=x', name: 'R', driver: 'cn=AD,o=system', entitlements: [{ id: 'cn=Group,cn=AD,o=system', displayName: 'Group' }], resourceParameters: [{ ...ENTITLEMENT_PARAM_DEFAULTS }, { id: 'level', type: 'Integer' }] });
    expect(values).toMatchObject({ entitlementName: 'Group', binding: 'dynamic', resourceParameters: [{ id: 'EntitlementParamKey', type: 'EntitlementRef' }, { id: 'level', type: 'Integer', displayValue: '' }] });
  });
});

describe('resource parameters both ways', () => {
  const entitlementDn = 'cn=Group,cn=AD,o=system';
  const node = {
    id: 'cn=r,o=x',
    entitlements: [{ id: entitlementDn, displayName: 'Group' }],
    resourceParameters: [
      { ...ENTITLEMENT_PARAM_DEFAULTS, entitlementDn, displayValue: 'Group', localizedDisplayValues: [] },
      { id: 'level', scope: 'user', type: 'Integer', binding: 'dynamic', instance: true, hide: false, displayValue: 'Level', localizedDisplayValues: [{ locale: 'de', name: 'Stufe' }] },
      { id: 'tier', scope: 'user', type: 'List', binding: 'dynamic', instance: true, hide: false, value: '["Gold","Silver"]', localizedDisplayValues: [] },
    ],
  };

  it('resourceForm gives the widget its rows: the entitlement parameter kept, a List with its values, other fields kept', () => {
    expect(resourceForm(node).resourceParameters).toEqual([
      { ...ENTITLEMENT_PARAM_DEFAULTS, entitlementDn, displayValue: 'Group', localizedDisplayValues: [] },
      { id: 'level', scope: 'user', type: 'Integer', binding: 'dynamic', instance: true, hide: false, displayValue: 'Level', localizedDisplayValues: [{ locale: 'de', name: 'Stufe' }] },
      { id: 'tier', scope: 'user', type: 'List', binding: 'dynamic', instance: true, hide: false, displayValue: '', listValues: ['Gold', 'Silver'], localizedDisplayValues: [] },
    ]);
  });

  it('resourceNode of an edited resource writes them back: the entitlement parameter with the spec defaults, trimmed rows, List values without blanks', () => {
    const rows = resourceForm(node).resourceParameters as Record<string, unknown>[];
    const edited = [rows[0], { ...rows[2], listValues: [' Gold ', '', 'Bronze', ''] }, { ...rows[1], id: ' level ', displayValue: ' Level ' }, { id: 'flag', displayValue: '', type: 'Boolean' }, { id: '  ', type: 'String' }];
    const body = encoders.resourceNode({ resourceParameters: edited }, { object: { id: 'cn=r,o=x' } }) as Record<string, unknown>;
    expect(body).toEqual({
      id: 'cn=r,o=x',
      resourceParameters: [
        { id: 'EntitlementParamKey', scope: 'user', type: 'EntitlementRef', binding: 'dynamic', instance: true, hide: false, entitlementDn, parentType: 'resource', displayValue: 'Group', localizedDisplayValues: [] },
        { id: 'tier', scope: 'user', type: 'List', binding: 'dynamic', instance: true, hide: false, value: '["Gold","Bronze"]', localizedDisplayValues: [] },
        { id: 'level', scope: 'user', type: 'Integer', binding: 'dynamic', instance: true, hide: false, displayValue: 'Level', localizedDisplayValues: [{ locale: 'de', name: 'Stufe' }] },
        { id: 'flag', scope: 'user', type: 'Boolean', binding: 'dynamic', instance: true, hide: false },
      ],
    });
    // Read back, the List shows the values that were sent.
    expect((resourceForm({ resourceParameters: body.resourceParameters }).resourceParameters as { listValues?: string[] }[])[1]!.listValues).toEqual(['Gold', 'Bronze']);
  });

  it('a resource created without an entitlement sends its parameters; a form without the field sends none', () => {
    expect(encoders.resourceNode({ name: 'R', fromEntitlement: false, resourceParameters: [{ id: 'level', displayValue: '', type: 'Integer' }] }, {})).toMatchObject({
      resourceParameters: [{ id: 'level', type: 'Integer', binding: 'dynamic' }],
    });
    expect(encoders.resourceNode({ name: 'R' }, {})).not.toHaveProperty('resourceParameters');
  });
});

describe('sodNode', () => {
  it('sends the two conflicting roles and the default approvers flag', () => {
    expect(encoders.sodNode({ name: ' No audit and pay ', roles: [{ type: 'role', id: 'cn=A,o=r', displayName: 'A' }, { type: 'role', id: 'cn=B,o=r', displayName: 'B' }], isDefaultApproversUsed: true, approval: { type: 'serial', approvers: [{ id: 'x' }] } }, {})).toEqual({
      name: 'No audit and pay',
      roles: [{ id: 'cn=A,o=r' }, { id: 'cn=B,o=r' }],
      isDefaultApproversUsed: true,
    });
  });

  it('own approvers: quorum with sequences; custom with the request definition', () => {
    expect(encoders.sodNode({ isDefaultApproversUsed: false, approval: { type: 'quorum', quorum: '60', approvers: [{ id: 'x', type: 'user' }] } }, {})).toEqual({
      isDefaultApproversUsed: false,
      approvers: [{ id: 'x', type: 'user', sequence: 1 }],
      approvalQuorum: '60%',
    });
    expect(encoders.sodNode({ isDefaultApproversUsed: false, approval: { type: 'custom', approvers: [], requestDef: { id: 'cn=p', name: 'P' } } }, {})).toEqual({
      isDefaultApproversUsed: false,
      approvers: [],
      approvalRequestDef: 'cn=p',
      approvalRequestDefName: 'P',
    });
  });

  it('sodForm shows the default approvers of sods.defaultApprovals and reads a policy back', () => {
    expect(sodForm({ isDefaultApproversUsed: true, approvers: [{ id: 'b', sequence: 2 }, { id: 'a', sequence: 1 }] })).toMatchObject({ isDefaultApproversUsed: true, approval: { type: 'serial', approvers: [{ id: 'a' }, { id: 'b' }] } });
    const values = sodForm({ sods: [{ id: 'cn=s', name: 'S', roles: [{ id: 'cn=A', name: 'A', level: 10 }, { id: 'cn=B', name: 'B', level: 20 }], isDefaultApproversUsed: false, approvers: [{ id: 'x', sequence: 1 }], approvalQuorum: '50%' }] });
    expect(values).toMatchObject({ id: 'cn=s', isDefaultApproversUsed: false, approval: { type: 'quorum', quorum: '50%' }, roles: [{ type: 'role', id: 'cn=A', displayName: 'A', level: 10 }, { type: 'role', id: 'cn=B' }] });
  });
});

describe('list and dialog actions', () => {
  const route = { dn: roleDn };

  it('map resources with a trimmed mapping description; unmap the selected rows', () => {
    expect(encoders.mappedResources([], { route, form: { resources: [{ type: 'resource', id: 'cn=r1', displayName: 'R1' }], mappingDescription: ' for audits ' } })).toEqual({ roleId: roleDn, mappedResources: [{ id: 'cn=r1', mappingDescription: 'for audits' }] });
    expect(encoders.mappedResources([{ id: 'cn=r2' }], { route })).toEqual({ roleId: roleDn, mappedResources: [{ id: 'cn=r2' }] });
  });

  it('assign a role: the recipients of the chosen type, dates as epoch millis, the reason trimmed', () => {
    const form = {
      recipientType: 'group',
      users: [{ type: 'user', id: 'cn=u,o=data', displayName: 'U' }],
      groups: [{ type: 'group', id: 'cn=g1,o=data', displayName: 'G1' }, { type: 'group', id: 'cn=g2,o=data', displayName: 'G2' }],
      effectiveDate: '2030-01-01T00:00:00.000Z',
      expiry: 'date',
      expiryDate: '2030-02-01T00:00:00.000Z',
      reason: ' audit season ',
    };
    expect(encoders.roleAssignment([], { route, form })).toEqual({
      dn: roleDn,
      recipientDns: ['cn=g1,o=data', 'cn=g2,o=data'],
      recipientType: 'group',
      effectiveDate: String(Date.parse('2030-01-01T00:00:00.000Z')),
      expiryDate: String(Date.parse('2030-02-01T00:00:00.000Z')),
      description: 'audit season',
    });
    expect(encoders.roleAssignment([], { route, form: { ...form, recipientType: 'user' } })).toMatchObject({ recipientDns: ['cn=u,o=data'], recipientType: 'user' });
  });

  it('assign a resource: users only, the entitlement value of a dynamic binding as EntitlementParamKey', () => {
    expect(encoders.resourceAssignment([], { route: { dn: 'cn=r' }, form: { recipients: [{ type: 'user', id: 'cn=u' }], entitlementParamValue: ' Admins ' } })).toEqual({
      dn: 'cn=r',
      recipientDns: ['cn=u'],
      recipientType: 'user',
      dynamicParams: { dynamicParams: [{ key: 'EntitlementParamKey', value: 'Admins' }] },
    });
  });

  it('revoke the selected assignments, grouped by role or resource', () => {
    const rows = [
      { dn: 'cn=r1', entityType: 'role', recipientDn: 'cn=u1' },
      { dn: 'cn=r1', entityType: 'role', recipientDn: 'cn=g1' },
      { dn: 'cn=res', entityType: 'resource', recipientDn: 'cn=u1' },
    ];
    expect(encoders.revokeAssignments(rows, { form: { reason: ' left ' } })).toEqual({
      assignments: [
        { id: 'cn=r1', entityType: 'role', assignmentToList: [{ assignedToDn: 'cn=u1' }, { assignedToDn: 'cn=g1' }] },
        { id: 'cn=res', entityType: 'resource', assignmentToList: [{ assignedToDn: 'cn=u1' }] },
      ],
      reason: 'left',
    });
  });
});

describe('assignment expiry', () => {
  const from = new Date('2030-01-31T10:00:00.000Z');

  it('adds days, months and years (units D, M, Y), keeping the day within the target month', () => {
    expect(addDuration(from, 10, 'D').toISOString()).toBe('2030-02-10T10:00:00.000Z');
    expect(addDuration(from, 1, 'M').toISOString()).toBe('2030-02-28T10:00:00.000Z');
    expect(addDuration(from, 2, 'M').toISOString()).toBe('2030-03-31T10:00:00.000Z');
    expect(addDuration(new Date('2028-02-29T00:00:00.000Z'), 1, 'Y').toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addDuration(from, 1, 'Y').toISOString()).toBe('2031-01-31T10:00:00.000Z');
  });

  it('reads and writes durations as the server stores them (\'6M\')', () => {
    expect(parseDuration(' 6m ')).toEqual({ amount: 6, unit: 'M' });
    expect(parseDuration('0D')).toBeUndefined();
    expect(parseDuration('6W')).toBeUndefined();
    expect(formatDuration('30', 'D')).toBe('30D');
    expect(formatDuration(1.5, 'Y')).toBeUndefined();
    expect(formatDuration(3, 'W')).toBeUndefined();
  });

  it('an expiry after a duration counts from the effective date, else from now; never sends none', () => {
    expect(assignmentDates({ effectiveDate: from.toISOString(), expiry: 'after', expiresAfter: 3, expiresAfterUnit: 'M' })).toEqual({
      effectiveDate: String(from.getTime()),
      expiryDate: String(Date.parse('2030-04-30T10:00:00.000Z')),
    });
    expect(assignmentDates({ expiry: 'after', expiresAfter: '1', expiresAfterUnit: 'Y' }, from)).toEqual({ expiryDate: String(Date.parse('2031-01-31T10:00:00.000Z')) });
    expect(assignmentDates({ expiry: 'never', expiryDate: '2031-01-01T00:00:00Z' }, from)).toEqual({});
    expect(assignmentDates({ expiry: 'after', expiresAfter: 0, expiresAfterUnit: 'D' }, from)).toEqual({});
  });
});
