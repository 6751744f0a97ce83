/**
 * The demo organisation's identities: the container tree, users (with a manager hierarchy) and
 * groups. Pure data generation, no database: the same scale gives byte-for-byte the same result.
 */
import { createRandom, type Random } from './prng.ts';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES, LOCATIONS, MAIL_DOMAIN } from './names.ts';

export type SeedScale = 'default' | 'large';

/** How many generated users each scale has (the five demo accounts come on top). */
export const USER_COUNT: Record<SeedScale, number> = { default: 2000, large: 100000 };

/** The stored powers; a team manager is whoever manages a team (the teams store), not a power kept here. */
export type Power = 'domainAdmin' | 'roleAdmin' | 'resourceAdmin' | 'sodAdmin';

export interface SeedContainer {
  dn: string;
  name: string;
  parentDn: string | null;
  objectClass: 'organization' | 'organizationalUnit';
}

export interface SeedUser {
  dn: string;
  username: string;
  firstName: string;
  lastName: string;
  fullName: string;
  initials: string;
  title: string;
  department: string;
  containerDn: string;
  managerDn: string | null;
  email: string;
  telephoneNumber: string;
  mobile: string;
  location: string;
  /** Index into the avatar photos (server/seed/assets), or null for no photo. */
  photo: number | null;
  powers: Power[];
  /** True for the five documented demo accounts. */
  demo: boolean;
}

export interface SeedGroup {
  dn: string;
  name: string;
  description: string;
  containerDn: string;
  memberDns: string[];
}

export interface Identities {
  containers: SeedContainer[];
  users: SeedUser[];
  groups: SeedGroup[];
}

export const ROOT_DN = 'o=data';
export const USERS_DN = `ou=users,${ROOT_DN}`;
export const GROUPS_DN = `ou=groups,${ROOT_DN}`;
export const SYSTEM_ACCOUNTS_DN = `ou=sa,${ROOT_DN}`;
export const PHOTO_COUNT = 8;
/** Every seeded account's password; the demo accounts are documented with it. */
export const DEMO_PASSWORD = 'Passw0rd!';
/** Direct reports per generated manager: gives a tree about four levels deep at the large scale. */
const SPAN_OF_CONTROL = 8;
/** The direct reports of the one wide team of the large scale (the org chart pages them). */
export const LARGE_TEAM = 300;

interface DemoAccount {
  username: string;
  firstName: string;
  lastName: string;
  title: string;
  department: (typeof DEPARTMENTS)[number]['ou'] | null;
  powers: Power[];
  /** What the account is for, as npm start and the README list it. */
  description: string;
}

/** The documented demo accounts (password {@link DEMO_PASSWORD}); enduser and proxyuser report to manager. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'uaadmin', firstName: 'UA', lastName: 'Administrator', title: 'Identity Administrator', department: null, powers: ['domainAdmin', 'roleAdmin', 'resourceAdmin', 'sodAdmin'], description: 'domain administrator' },
  { username: 'roleadmin', firstName: 'Rita', lastName: 'Roleman', title: 'Role and Resource Administrator', department: 'it', powers: ['roleAdmin', 'resourceAdmin', 'sodAdmin'], description: 'role and resource administrator' },
  { username: 'manager', firstName: 'Megan', lastName: 'Manager', title: 'Engineering Manager', department: 'engineering', powers: [], description: 'team manager with direct reports' },
  { username: 'enduser', firstName: 'Eddie', lastName: 'Enduser', title: 'Software Engineer', department: 'engineering', powers: [], description: 'no administrative powers' },
  { username: 'proxyuser', firstName: 'Paula', lastName: 'Proxy', title: 'Software Engineer', department: 'engineering', powers: [], description: 'may proxy for manager' },
];

const departmentDn = (ou: string): string => `ou=${ou},${USERS_DN}`;

function containers(): SeedContainer[] {
  return [
    { dn: ROOT_DN, name: 'data', parentDn: null, objectClass: 'organization' },
    { dn: USERS_DN, name: 'users', parentDn: ROOT_DN, objectClass: 'organizationalUnit' },
    { dn: GROUPS_DN, name: 'groups', parentDn: ROOT_DN, objectClass: 'organizationalUnit' },
    { dn: SYSTEM_ACCOUNTS_DN, name: 'sa', parentDn: ROOT_DN, objectClass: 'organizationalUnit' },
    ...DEPARTMENTS.map((d): SeedContainer => ({ dn: departmentDn(d.ou), name: d.ou, parentDn: USERS_DN, objectClass: 'organizationalUnit' })),
  ];
}

/** Unique login names: first initial + last name, then a number on collision (jsmith, jsmith2 ...). */
function usernameAllocator(): (first: string, last: string) => string {
  const taken = new Map<string, number>(DEMO_ACCOUNTS.map((a) => [a.username, 1]));
  return (first, last) => {
    const base = `${first[0] ?? 'x'}${last}`.toLowerCase();
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    return count === 1 ? base : `${base}${count}`;
  };
}

function phone(random: Random, prefix: string): string {
  return `${prefix} ${String(random.int(0, 9999)).padStart(4, '0')}`;
}

function makeUser(random: Random, username: string, first: string, last: string, title: string, deptIndex: number | null, powers: Power[], demo: boolean): SeedUser {
  const dept = deptIndex === null ? null : DEPARTMENTS[deptIndex];
  const location = random.pick(LOCATIONS);
  // Demo accounts sit directly in ou=users (cn=<name>,ou=users,o=data: short, documented, stable);
  // generated people in their department's ou; people without a department in ou=sa.
  const containerDn = demo ? USERS_DN : dept ? departmentDn(dept.ou) : SYSTEM_ACCOUNTS_DN;
  return {
    dn: `cn=${username},${containerDn}`,
    username,
    firstName: first,
    lastName: last,
    fullName: `${first} ${last}`,
    initials: `${first[0] ?? ''}${last[0] ?? ''}`,
    title,
    department: dept ? dept.name : 'Administration',
    containerDn,
    managerDn: null,
    email: `${username}@${MAIL_DOMAIN}`,
    telephoneNumber: phone(random, location.phonePrefix),
    mobile: phone(random, location.phonePrefix),
    location: location.city,
    photo: demo || random.chance(0.3) ? random.int(0, PHOTO_COUNT - 1) : null,
    powers,
    demo,
  };
}

/**
 * Users per department: the first is the department head (reporting to the CEO); generated user k
 * reports to the department's user floor((k-1)/8), so everyone has a manager and managers have
 * real teams. The demo manager heads a small team of engineering including enduser and proxyuser.
 */
function users(random: Random, scale: SeedScale): SeedUser[] {
  const allocate = usernameAllocator();
  const result: SeedUser[] = [];
  const ceo = makeUser(random, allocate('Catherine', 'Chief'), 'Catherine', 'Chief', 'Chief Executive Officer', null, [], false);
  ceo.department = 'Executive';
  result.push(ceo);

  const byDepartment: SeedUser[][] = DEPARTMENTS.map(() => []);
  const total = USER_COUNT[scale] - 1;
  for (let i = 0; i < total; i += 1) {
    const deptIndex = i % DEPARTMENTS.length;
    const dept = DEPARTMENTS[deptIndex]!;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const members = byDepartment[deptIndex]!;
    const title = members.length === 0 ? `Director of ${dept.name}` : random.pick(dept.titles);
    const user = makeUser(random, allocate(first, last), first, last, title, deptIndex, [], false);
    user.managerDn = members.length === 0 ? ceo.dn : members[Math.floor((members.length - 1) / SPAN_OF_CONTROL)]!.dn;
    members.push(user);
    result.push(user);
  }

  const demo = DEMO_ACCOUNTS.map((a) => {
    const deptIndex = a.department === null ? null : DEPARTMENTS.findIndex((d) => d.ou === a.department);
    return makeUser(random, a.username, a.firstName, a.lastName, a.title, deptIndex, [...a.powers], true);
  });
  const [uaadmin, roleadmin, manager, enduser, proxyuser] = demo as [SeedUser, SeedUser, SeedUser, SeedUser, SeedUser];
  const engineering = byDepartment[DEPARTMENTS.findIndex((d) => d.ou === 'engineering')]!;
  const it = byDepartment[DEPARTMENTS.findIndex((d) => d.ou === 'it')]!;
  uaadmin.managerDn = ceo.dn;
  roleadmin.managerDn = it[0]?.dn ?? ceo.dn;
  manager.managerDn = engineering[0]?.dn ?? ceo.dn;
  enduser.managerDn = manager.dn;
  proxyuser.managerDn = manager.dn;
  // A few generated engineers join the demo manager's team, so it is a realistic size.
  for (const member of engineering.slice(-6)) member.managerDn = manager.dn;
  if (scale === 'large') {
    // One wide team for the org chart: a support manager with LARGE_TEAM direct reports.
    const support = byDepartment[DEPARTMENTS.findIndex((d) => d.ou === 'support')]!;
    const lead = support[1]!;
    for (const member of support.slice(-LARGE_TEAM)) member.managerDn = lead.dn;
  }
  return [...demo, ...result];
}

/** Departmental groups plus a handful of cross-cutting ones. */
function groups(random: Random, people: SeedUser[]): SeedGroup[] {
  const group = (cn: string, description: string, memberDns: string[]): SeedGroup => ({
    dn: `cn=${cn},${GROUPS_DN}`, name: cn, description, containerDn: GROUPS_DN, memberDns,
  });
  const managers = new Set(people.map((u) => u.managerDn).filter((dn): dn is string => dn !== null));
  const result = DEPARTMENTS.map((d) => group(`${d.name} Staff`, `All employees of ${d.name}`,
    people.filter((u) => u.department === d.name).map((u) => u.dn)));
  result.push(group('All Managers', 'Everyone with direct reports', people.filter((u) => managers.has(u.dn)).map((u) => u.dn)));
  result.push(group('Identity Administrators', 'Administrators of the identity vault', people.filter((u) => u.powers.includes('domainAdmin') || u.powers.includes('roleAdmin')).map((u) => u.dn)));
  const sample = (probability: number) => people.filter(() => random.chance(probability)).map((u) => u.dn);
  result.push(group('VPN Users', 'Allowed to connect through the corporate VPN', sample(0.2)));
  result.push(group('Remote Workers', 'Employees working from home', sample(0.15)));
  result.push(group('Fire Wardens', 'Trained fire wardens per floor', sample(0.01)));
  result.push(group('Project Phoenix', 'Members of the Phoenix migration project', sample(0.005)));
  result.push(group('Empty Group', 'A group without members', []));
  return result;
}

/** Generates the identities of the demo organisation at the given scale. */
export function generateIdentities(scale: SeedScale, seed = 20261121): Identities {
  const random = createRandom(seed);
  const people = users(random, scale);
  return { containers: containers(), users: people, groups: groups(random, people) };
}
