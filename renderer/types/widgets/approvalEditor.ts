/* eslint-disable */
// generated, do not edit: run `npm run typegen` after changing schemas/.

/**
 * Options of the 'approvalEditor' widget. Editor of a grant or revoke approval: none, serial (ordered approvers), quorum (approvers and a percentage) or custom (one request definition); revoke adds 'Same as Grant Approval'.
 */
export interface ApprovalEditorOptions {
  /**
   * Which approval the editor edits.
   */
  mode?: 'grant' | 'revoke';
  /**
   * Kind of entity whose approval is edited (chooses the approval definitions offered).
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
