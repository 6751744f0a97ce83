// The categories of roles, resources and request definitions (process definitions).
export interface Category { key: string; name: string; kind: 'role' | 'resource' | 'prd' }

export const CATEGORIES: Category[] = [
  { key: 'default', name: 'Default', kind: 'role' },
  { key: 'finance', name: 'Finance', kind: 'role' },
  { key: 'it', name: 'Information Technology', kind: 'role' },
  { key: 'hr', name: 'Human Resources', kind: 'role' },
  { key: 'sales', name: 'Sales', kind: 'role' },
  { key: 'security', name: 'Security', kind: 'role' },
  { key: 'accounts', name: 'Accounts', kind: 'resource' },
  { key: 'groups', name: 'Group Memberships', kind: 'resource' },
  { key: 'applications', name: 'Applications', kind: 'resource' },
  { key: 'hardware', name: 'Hardware', kind: 'resource' },
  { key: 'accounts-prd', name: 'Account Requests', kind: 'prd' },
  { key: 'facilities', name: 'Facilities', kind: 'prd' },
  { key: 'it-prd', name: 'IT Requests', kind: 'prd' },
];
