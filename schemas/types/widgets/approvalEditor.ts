/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'approvalEditor' widget. The grant or revoke approval of a role or resource: none, serial, quorum (a percent string such as 50%) or custom (a request definition); a resource's revoke adds 'Same as Grant Approval', a role's revoke is none or custom only (its RoleNode carries only revokeRequired and revokeRequestDef). The value is an object { type, approvers[], quorum?, requestDef? } (a field of type 'object'); approvers are chosen with the picker (user and group tabs), the request definition with the picker's prd tab.
 */
export interface ApprovalEditorOptions {
  /**
   * Which approval the editor edits.
   */
  mode?: 'grant' | 'revoke';
  /**
   * Kind of entity whose approval is edited: the kinds offered for revoke and the request definitions offered for a custom approval.
   */
  entityType?: 'role' | 'resource';
  /**
   * Offer 'Retain Existing Approval Process' (role and resource settings).
   */
  allowRetainExisting?: boolean;
  /**
   * Show the value without letting the user change it.
   */
  readOnly?: boolean;
  /**
   * Show the widget greyed out and ignore input.
   */
  disabled?: boolean;
}
