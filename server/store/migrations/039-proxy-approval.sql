-- Whether proxy mode for the users of a proxy definition needs approval: the console shows
-- 'ProxyMode Approval is required!' while the proxy acts for such a user. The contract's proxy
-- nodes carry no such value; the sandbox adds approvalRequired to ProxyDefNode.
ALTER TABLE proxy_definitions ADD COLUMN approval_required INTEGER NOT NULL DEFAULT 0 CHECK (approval_required IN (0, 1));
